import { defaultLang, type Lang } from '../../app/content/routes.ts';
import { site } from '../../app/content/site.ts';
import type { LeadKind } from '../../app/lib/lead-rules.ts';
import type { OutgoingMail } from '../store/outbox.ts';
import { escapeHtml, fill, headerSafe } from './html.ts';
import { mailCopy } from './templates.ts';

/** The subject the sales team filters by: event label and page label, e.g. "REQUEST DEMO/DMS". */
export function leadSubject(kind: LeadKind, page: string): string {
  return headerSafe(`REQUEST ${kind.toUpperCase()}/${page}`);
}

export interface LeadDetails {
  kind: LeadKind;
  email: string;
  name?: string;
  message?: string;
  phone?: string;
  page: string;
  lang: Lang;
  receivedAt: Date;
}

/** The sales team's mail about one request, in the company's language; Reply-To reaches the visitor. */
export function leadMail(lead: LeadDetails, leadsTo: string, leadId?: string): OutgoingMail {
  const copy = mailCopy[defaultLang].lead;
  const rows: [string, string][] = [
    [copy.fields.email, lead.email],
    [copy.fields.name, lead.name ?? copy.none],
    ...(lead.kind === 'contact' ? [[copy.fields.message, lead.message || copy.none] as [string, string]] : []),
    ...(lead.kind !== 'newsletter' ? [[copy.fields.phone, lead.phone || copy.none] as [string, string]] : []),
    [copy.fields.receivedAt, lead.receivedAt.toISOString()],
  ];
  const intro = { kind: copy.kinds[lead.kind], page: lead.page, language: copy.languages[lead.lang] };

  const text = [copy.heading, '', fill(copy.intro, intro), '', ...rows.map(([label, value]) => `${label}: ${value}`), '', copy.replyHint].join('\n');
  const html = page(
    `<h1>${escapeHtml(copy.heading)}</h1><p>${fill(copy.intro, intro, escapeHtml)}</p><table>${rows
      .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
      .join('')}</table><p>${escapeHtml(copy.replyHint)}</p>`,
    defaultLang,
  );
  return { to: leadsTo, replyTo: lead.email, subject: leadSubject(lead.kind, lead.page), text, html, leadId };
}

/** The double opt-in mail: one link to confirm, one to unsubscribe, and nothing that advertises. */
export function confirmationMail(email: string, lang: Lang, confirmUrl: string, unsubscribeUrl: string): OutgoingMail {
  const copy = mailCopy[lang].confirm;
  const address = `${site.company.street}, ${site.company.postalCode} ${site.company.city}`;
  const company = fill(copy.company, { company: site.company.name, address });
  const text = [copy.heading, '', copy.body, '', `${copy.button}: ${confirmUrl}`, '', copy.expiry, copy.ignore, '', `${copy.unsubscribe}: ${unsubscribeUrl}`, company].join('\n');
  const html = page(
    `<h1>${escapeHtml(copy.heading)}</h1><p>${escapeHtml(copy.body)}</p>` +
      `<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(copy.button)}</a></p>` +
      `<p>${escapeHtml(copy.expiry)}</p><p>${escapeHtml(copy.ignore)}</p>` +
      `<p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(copy.unsubscribe)}</a><br>${escapeHtml(company)}</p>`,
    lang,
  );
  return { to: email, subject: headerSafe(copy.subject), text, html, unsubscribeUrl };
}

function page(body: string, lang: Lang): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5;color:#1f2328">${body}</body></html>`;
}
