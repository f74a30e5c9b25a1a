import type { ReactNode } from 'react';
import type { DisclosureState } from './use-disclosure.ts';

/** What the panel element receives: its id and `hidden` once enhanced, nothing inside `<details>`. */
export type PanelProps = { id?: string; hidden?: boolean };

interface Props {
  state: DisclosureState;
  triggerClassName: string | undefined;
  /** An accessible name for the control where its visible text is not enough. */
  triggerLabel?: string;
  trigger: ReactNode;
  panel: (props: PanelProps) => ReactNode;
}

/**
 * The control and panel of a disclosure. Without JavaScript (and until hydration) they are a native
 * `<details>`/`<summary>`, which opens and closes on its own; then a button with aria-expanded and
 * aria-controls takes over, with the behaviour of `useDisclosure`, as GOV.UK Frontend upgrades its menus.
 */
export function Disclosure({ state, triggerClassName, triggerLabel, trigger, panel }: Props) {
  if (!state.enhanced) {
    return (
      <details ref={state.detailsRef}>
        <summary className={triggerClassName} aria-label={triggerLabel}>
          {trigger}
        </summary>
        {panel({})}
      </details>
    );
  }
  return (
    <>
      <button className={triggerClassName} aria-label={triggerLabel} {...state.buttonProps}>
        {trigger}
      </button>
      {panel(state.panelProps)}
    </>
  );
}
