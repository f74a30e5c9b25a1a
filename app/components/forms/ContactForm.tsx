import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type Ask, askLabelKey } from '../../shared/asks.ts';
import { FormField } from './FormField.tsx';
import { FormShell } from './FormShell.tsx';
import { useLeadForm } from './use-lead-form.ts';

interface Props {
  formId: string;
  /** "message": name, e-mail and a message; "callback": the spec's alternate layout with a phone number. */
  variant?: 'message' | 'callback';
  /**
   * What the button asks for, where a call to action leads here: its label is the link's ("Demo
   * anfragen"), so the visitor sends what they clicked for. Without one the button sends the message.
   */
  ask?: FormAsk;
  /** A page's own heading and lead for the form; the shared ones otherwise. */
  heading?: { title: string; intro: string };
  /**
   * Text for the message field from elsewhere on the page (the pricing finder): each new object
   * replaces the message once; the visitor may then edit it.
   */
  prefill?: { message: string };
}

/** The asks a contact form answers: a demo, or a quote for a plan. */
export type FormAsk = Extract<Ask, 'demo' | 'offer'>;

/** A contact request: e-mail and full name required; the fields clear once it is sent. */
export function ContactForm({ formId, variant = 'message', ask, heading, prefill }: Props) {
  const { t } = useTranslation('common');
  const copy = variant === 'message' ? 'contact' : 'callback';
  const form = useLeadForm({ kind: 'contact' });
  // A demo asked for by phone is confirmed as a call; every other ask as what it asked for.
  const sentKey = !ask
    ? (`forms.${copy}.sent` as const)
    : ask === 'demo' && variant === 'callback'
      ? 'forms.sent.demoCallback'
      : (`forms.sent.${ask}` as const);
  const applied = useRef<Props['prefill']>(undefined);
  useEffect(() => {
    if (!prefill || prefill === applied.current) return;
    applied.current = prefill;
    form.fill('message', prefill.message);
  });
  return (
    <FormShell
      kind="contact"
      formId={formId}
      title={heading?.title ?? t(`forms.${copy}.title`)}
      intro={heading?.intro ?? t(`forms.${copy}.intro`)}
      submit={ask ? t(askLabelKey(ask)) : t(`forms.${copy}.submit`)}
      sentText={t(sentKey)}
      status={form.status}
      onSubmit={form.onSubmit}
    >
      <FormField formId={formId} field={form.field('name')} label={t('forms.name')} autoComplete="name" required />
      <FormField formId={formId} field={form.field('email')} label={t('forms.email')} type="email" autoComplete="email" required />
      {variant === 'message' ? (
        // "on", not "off": browsers keep no suggestions for a textarea, and "off" only stopped them from
        // putting a written message back when the visitor returns to the page.
        <FormField formId={formId} field={form.field('message')} label={t('forms.message')} autoComplete="on" multiline />
      ) : (
        <FormField formId={formId} field={form.field('phone')} label={t('forms.phone')} type="tel" autoComplete="tel" />
      )}
    </FormShell>
  );
}
