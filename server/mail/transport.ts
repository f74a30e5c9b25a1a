import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { QueuedMail } from '../store/outbox.ts';

export interface MailTransport {
  /** Where mail goes, for the start-up log (no password). */
  description: string;
  send(mail: QueuedMail): Promise<void>;
  close(): void;
}

/** SMTP when a URL is configured; otherwise each mail becomes an .eml file in the data folder. */
export function createMailTransport(options: { smtpUrl?: string; dataDir: string; from: string }): MailTransport {
  const domain = options.from.split('@')[1]?.replace(/>.*$/, '') || 'localhost';
  const message = (mail: QueuedMail) => ({
    from: options.from,
    to: mail.to_address,
    replyTo: mail.reply_to ?? undefined,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    // Stable per outbox row: a retry after a lost acknowledgement is recognisable as the same mail.
    messageId: `<${mail.id}@${domain}>`,
    headers: mail.unsubscribe_url
      ? { 'List-Unsubscribe': `<${mail.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
  });

  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transporter = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as object);
    return {
      description: `SMTP ${url.hostname}:${url.port || '(default port)'}`,
      send: async (mail) => void (await transporter.sendMail(message(mail))),
      close: () => transporter.close(),
    };
  }

  const folder = path.join(options.dataDir, 'mail');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${folder}`,
    async send(mail) {
      const info = await writer.sendMail(message(mail));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => writer.close(),
  };
}
