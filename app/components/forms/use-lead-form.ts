import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLang, usePage } from '../../context/page.tsx';
import { pushAnalyticsEvent } from '../../lib/analytics.ts';
import { type LeadField, type LeadKind, leadFields } from '../../shared/lead-fields.ts';
import type { FieldError } from '../../shared/lead-rules.ts';
import { pageLabel } from '../../shared/pages.ts';
import { leadEvents } from './lead-events.ts';
import { loadSending } from './sending.ts';

/**
 * `stillSending`: a try did not get through and the request waits in the browser, which keeps
 * trying (the visitor may leave); `stillSendingKeepOpen`: the same, but the browser could not keep
 * it, so it is tried only while the page is open.
 */
export type SendStatus = 'idle' | 'sending' | 'stillSending' | 'stillSendingKeepOpen' | 'sent' | 'failed';

interface Options {
  kind: LeadKind;
  /** What happens after the server accepted the request (the default clears the fields). */
  onSent?: () => void;
}

/**
 * A form's state and its send: the shared rules first (nothing leaves the browser when they fail,
 * and focus goes to the first problem), then JSON to /api/{kind} through `deliver`, which keeps
 * trying until the server accepts it; only the server's acceptance counts as sent.
 */
export function useLeadForm({ kind, onSent }: Options) {
  // The page the form is on: the server hears its label, e.g. "DMS".
  const page = usePage();
  const lang = useLang();
  const fields = leadFields[kind] as readonly LeadField[];
  const empty = () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<LeadField, string>;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [status, setStatus] = useState<SendStatus>('idle');
  const inputs = useRef<Partial<Record<LeadField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const openedAt = useRef(0);
  // One key per submission: kept when the visitor sends the same fields again after a failure (the
  // first try may have arrived), new once a field changes or the request was accepted.
  const idempotencyKey = useRef<string | null>(null);

  // A request still being tried when the visitor leaves the page goes on in the background; its
  // answer must then not touch this form, nor (the demo form) send the visitor elsewhere.
  const mounted = useRef(true);

  useEffect(() => {
    openedAt.current = performance.now();
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read before the first await: React lets go of the event's target after the handler returns.
    const form = event.currentTarget;
    let sending: Awaited<ReturnType<typeof loadSending>>;
    try {
      sending = await loadSending();
    } catch {
      return setStatus('failed');
    }
    const [{ checkLead }, { deliver }] = sending;
    const problems = checkLead(kind, values);
    setErrors(problems);
    if (problems.length) {
      inputs.current[problems[0]!.field]?.focus();
      return;
    }
    const honeypot = new FormData(form).get('website');
    const filled = Object.fromEntries(fields.map((field) => [field, values[field].trim()]).filter(([, value]) => value));
    setStatus('sending');
    idempotencyKey.current ??= crypto.randomUUID();
    const body = {
      ...filled,
      page: pageLabel(page),
      lang,
      website: typeof honeypot === 'string' ? honeypot : '',
      elapsedMs: Math.round(performance.now() - openedAt.current),
    };
    const delivery = await deliver(
      { key: idempotencyKey.current, kind, page: pageLabel(page), body, savedAt: Date.now() },
      { onWaiting: (kept) => mounted.current && setStatus(kept ? 'stillSending' : 'stillSendingKeepOpen') },
    );
    if (delivery === 'accepted') pushAnalyticsEvent(leadEvents[kind], pageLabel(page));
    if (!mounted.current) return;
    if (delivery !== 'accepted') return setStatus('failed');
    idempotencyKey.current = null;
    setStatus('sent');
    if (onSent) onSent();
    else setValues(empty());
  }

  return {
    status,
    onSubmit,
    /** Props of one field: its value, its change handler, its error, and the ref focus moves to. */
    field(name: LeadField) {
      return {
        name,
        value: values[name],
        error: errors.find((error) => error.field === name),
        onChange: (value: string) => {
          idempotencyKey.current = null;
          setValues((current) => ({ ...current, [name]: value }));
          if (errors.some((error) => error.field === name)) setErrors((current) => current.filter((error) => error.field !== name));
          if (status === 'sent' || status === 'failed') setStatus('idle');
        },
        inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
          inputs.current[name] = element;
        },
      };
    },
  };
}

export type LeadFormField = ReturnType<ReturnType<typeof useLeadForm>['field']>;
