import { useTranslation } from '../../i18n/use-translation.tsx';
import { type AddressProblem, addressRules } from '../../shared/address-rules.ts';
import { maxLength } from '../../shared/lead-fields.ts';
import styles from './forms.module.css';
import type { LeadFormField } from './use-lead-form.ts';

interface Props {
  formId: string;
  field: LeadFormField;
  label: string;
  autoComplete: string;
  type?: 'email' | 'text' | 'tel';
  required?: boolean;
  multiline?: boolean;
}

/**
 * A labelled input whose error, when it has one, is tied to it with aria-describedby. It holds its
 * own value (no `value` prop: dom-fields.ts says why); the form reads it when it is sent.
 */
export function FormField({ formId, field, label, autoComplete, type = 'text', required = false, multiline = false }: Props) {
  const { t } = useTranslation('common');
  const id = `${formId}-${field.name}`;
  const errorId = `${id}-error`;
  const control = {
    id,
    name: field.name,
    autoComplete,
    required,
    maxLength: maxLength[field.name],
    className: styles.input,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && <span className={styles.optional}> ({t('forms.optional')})</span>}
      </label>
      {multiline ? (
        <textarea {...control} ref={field.inputRef} rows={5} onChange={field.onChange} />
      ) : (
        <input {...control} ref={field.inputRef} type={type} onChange={field.onChange} />
      )}
      {field.error && (
        <p id={errorId} className={styles.error}>
          {errorText(t, field)}
        </p>
      )}
    </div>
  );
}

function errorText(t: ReturnType<typeof useTranslation<'common'>>['t'], field: LeadFormField): string {
  const { code } = field.error!;
  if (code === 'email') return t('forms.errors.email');
  if (isAddressProblem(code)) return t(`forms.errors.address.${code}`);
  if (code === 'tooLong') return t('forms.errors.tooLong');
  if (code === 'required') return t(field.name === 'name' ? 'forms.errors.required.name' : 'forms.errors.required.email');
  return t(`forms.errors.invalid.${field.name}`);
}

const addressCodes: ReadonlySet<string> = new Set(addressRules.map((rule) => rule.code).filter((code) => code !== 'pattern'));

function isAddressProblem(code: string): code is Exclude<AddressProblem, 'pattern'> {
  return addressCodes.has(code);
}
