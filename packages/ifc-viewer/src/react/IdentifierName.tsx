import { Fragment } from 'react';

/**
 * A name made of words run together (`ThermalTransmittance`, `Pset_WindowCommon`) with a break
 * opportunity before each inner capital and after each underscore, so a narrow column wraps it
 * between words rather than in the middle of one.
 */
export function IdentifierName({ name }: { name: string }) {
  const parts = name.split(/(?<=_)|(?<=[a-z])(?=[A-Z])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one name never change order.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
