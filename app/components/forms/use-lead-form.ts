import { type FormEvent, useContext, useEffect, useRef, useState } from 'react';
import { useLang, usePage } from '../../context/page.tsx';
import { pushAnalyticsEvent } from '../../lib/analytics.ts';
import { HydrationScopeContext } from '../../lib/use-enhanced.tsx';
import { type LeadField, type LeadKind, leadFields } from '../../shared/lead-fields.ts';
import type { FieldError } from '../../shared/lead-rules.ts';
import { pageLabel } from '../../shared/pages.ts';
import { readFields } from './dom-fields.ts';
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
 * trying until the server accepts it; only the server's acceptance counts as sent. The fields hold
 * their own values (dom-fields.ts): the send reads them from the form.
 */
export function useLeadForm({ kind, onSent }: Options) {
  // The page the form is on: the server hears its label, e.g. "DMS".
  const page = usePage();
  const lang = useLang();
  const fields = leadFields[kind] as readonly LeadField[];
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [status, setStatus] = useState<SendStatus>('idle');
  const inputs = useRef<Partial<Record<LeadField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // When the visitor got the form, for the server's too-fast check: a prerendered form was there (and
  // could be filled) since the page loaded, not only since its script hydrated it; a form rendered
  // anew (a client-side navigation) since now.
  const scope = useContext(HydrationScopeContext);
  const [openedAt] = useState(() => (scope.hydrating ? 0 : performance.now()));
  // One key per submission: kept when the visitor sends the same fields again after a failure (the
  // first try may have arrived), new once a field changes or the request was accepted.
  const idempotencyKey = useRef<string | null>(null);
  // A request still being tried when the visitor leaves the page goes on in the background; its
  // answer must then not touch this form, nor (the demo form) send the visitor elsewhere.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** What an edit of a field ends: its error, a shown result, the key of the last try. */
  function edited(name: LeadField) {
    idempotencyKey.current = null;
    setErrors((current) => (current.some((error) => error.field === name) ? current.filter((error) => error.field !== name) : current));
    setStatus((current) => (current === 'sent' || current === 'failed' ? 'idle' : current));
  }

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
    const values = readFields(form, fields);
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
      elapsedMs: Math.round(performance.now() - openedAt),
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
    else form.reset();
  }

  return {
    status,
    onSubmit,
    /** Puts text into a field for the visitor (an offer from elsewhere on the page), as if they had typed it. */
    fill(name: LeadField, value: string) {
      const input = inputs.current[name];
      if (!input) return;
      input.value = value;
      edited(name);
    },
    /** Props of one field: its name, its error, what an edit ends, and the ref focus moves to. */
    field(name: LeadField) {
      return {
        name,
        error: errors.find((error) => error.field === name),
        onChange: () => edited(name),
        inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
          inputs.current[name] = element;
        },
      };
    },
  };
}

export type LeadFormField = ReturnType<ReturnType<typeof useLeadForm>['field']>;
