import { parseDay } from '../../app/shared/appointment.ts';
import type { Translator } from '../../app/shared/i18n/translator.ts';
import { defaultLang, type Lang } from '../../app/shared/languages.ts';
import { type LeadKind, type LeadValues, leadFieldTable, type SalesKind, takes } from '../../app/shared/lead-fields.ts';
import { site } from '../../app/shared/site.ts';
import type { OutgoingMail } from '../store/outbox.ts';
import { escapeHtml, headerSafe } from './html.ts';
import { mailCopy } from './templates.ts';

/** The subject the sales team filters by: event label and page label, e.g. "REQUEST DEMO/DMS". */
export function leadSubject(kind: LeadKind, page: string): string {
  return headerSafe(`REQUEST ${kind.toUpperCase()}/${page}`);
}

/** A contact or demo request as the sales mail tells it. Newsletter subscriptions are not leads: `subscriptionNotice` tells who runs the newsletter. */
export type LeadDetails = { kind: SalesKind; page: string; lang: Lang; receivedAt: Date } & LeadValues<SalesKind>;

// Each row once, in its place: fields told in one row (the appointment's day and window) share it.
const mailRows = [
  ...new Map(leadFieldTable.flatMap((entry) => (entry.mail ? [[entry.mail.row, { ...entry.mail, field: entry.name }] as const] : []))).values(),
].sort((a, b) => a.row - b.row);

/** The sales team's mail about one request, in the company's language; Reply-To reaches the visitor. */
export function leadMail(lead: LeadDetails, leadsTo: string, leadId?: string): OutgoingMail {
  const copy = mailCopy(defaultLang);
  const { t } = copy;
  const none = t('lead.none');
  const rows: [string, string][] = [
    ...mailRows.flatMap(({ label, kinds, empty, value, field }): [string, string][] => {
      if (!takes({ kinds }, lead.kind)) return [];
      const shown = value === 'appointment' ? appointmentText(copy, lead) : lead[field];
      if (shown) return [[t(`lead.fields.${label}`), shown]];
      return empty === 'none' ? [[t(`lead.fields.${label}`), none]] : [];
    }),
    [t('lead.fields.receivedAt'), lead.receivedAt.toISOString()],
  ];
  const kind = lead.kind === 'demo' && lead.preferredDay ? 'appointment' : lead.kind;
  const intro = t('lead.intro', { kind: t(`lead.kinds.${kind}`), page: lead.page, language: t(`lead.languages.${lead.lang}`) });

  const text = [t('lead.heading'), '', intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', t('lead.replyHint')].join('\n');
  const html = page(
    `<h1>${escapeHtml(t('lead.heading'))}</h1><p>${escapeHtml(intro)}</p><table>${rows
      .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
      .join('')}</table><p>${escapeHtml(t('lead.replyHint'))}</p>`,
    defaultLang,
  );
  return { to: leadsTo, replyTo: lead.email, subject: leadSubject(lead.kind, lead.page), text, html, leadId };
}

/** "Dienstag, 01.12.2026, vormittags (9–12 Uhr)": the day with its weekday, so nobody has to look it up. */
function appointmentText({ t, copy }: Translator<'mail'>, lead: LeadDetails): string | undefined {
  const date = lead.preferredDay ? parseDay(lead.preferredDay) : undefined;
  if (!date || !lead.timeWindow) return undefined;
  const [year, month, day] = lead.preferredDay!.split('-') as [string, string, string];
  const weekday = copy('lead.appointment.weekdays')[date.getUTCDay()]!;
  return t('lead.appointment.when', { weekday, day, month, year, window: t(`lead.appointment.windows.${lead.timeWindow}`) });
}

export interface Subscription {
  email: string;
  page: string;
  lang: Lang;
  consentVersion: string;
  confirmedAt: Date;
}

/**
 * The newsletter team's notice of one confirmed subscription, in the company's language. No
 * Reply-To and no lead subject: the subscriber agreed to a newsletter, not to be contacted by sales.
 */
export function subscriptionNotice(subscription: Subscription, newsletterTo: string): OutgoingMail {
  const { t } = mailCopy(defaultLang);
  const rows: [string, string][] = [
    [t('subscription.fields.email'), subscription.email],
    [t('subscription.fields.language'), t(`lead.languages.${subscription.lang}`)],
    [t('subscription.fields.page'), subscription.page],
    [t('subscription.fields.consentVersion'), subscription.consentVersion],
    [t('subscription.fields.confirmedAt'), subscription.confirmedAt.toISOString()],
  ];
  const text = [t('subscription.heading'), '', ...rows.map(([label, value]) => `${label}: ${value}`), '', t('subscription.purpose')].join('\n');
  const html = page(
    `<h1>${escapeHtml(t('subscription.heading'))}</h1><table>${rows
      .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table><p>${escapeHtml(t('subscription.purpose'))}</p>`,
    defaultLang,
  );
  return { to: newsletterTo, subject: headerSafe(t('subscription.subject')), text, html };
}

/** The double opt-in mail: one link to confirm, one to unsubscribe, and nothing that advertises. */
export function confirmationMail(email: string, lang: Lang, confirmUrl: string, unsubscribeUrl: string): OutgoingMail {
  const { t } = mailCopy(lang);
  const address = `${site.company.street}, ${site.company.postalCode} ${site.company.city}`;
  const company = t('confirm.company', { company: site.company.name, address });
  const [heading, body, button, expiry, ignore, unsubscribe] = (['heading', 'body', 'button', 'expiry', 'ignore', 'unsubscribe'] as const).map(
    (key) => t(`confirm.${key}`),
  ) as [string, string, string, string, string, string];
  const text = [heading, '', body, '', `${button}: ${confirmUrl}`, '', expiry, ignore, '', `${unsubscribe}: ${unsubscribeUrl}`, company].join('\n');
  const html = page(
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(button)}</a></p>` +
      `<p>${escapeHtml(expiry)}</p><p>${escapeHtml(ignore)}</p>` +
      `<p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribe)}</a><br>${escapeHtml(company)}</p>`,
    lang,
  );
  return { to: email, subject: headerSafe(t('confirm.subject')), text, html, unsubscribeUrl };
}

function page(body: string, lang: Lang): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5;color:#1f2328">${body}</body></html>`;
}
