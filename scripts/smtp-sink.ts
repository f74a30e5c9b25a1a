// A real SMTP server for tests and the deploy check; it ships nothing to production.
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail extends Email {
  envelopeTo: string[];
}

export interface SmtpSinkOptions {
  /** Waits this long before accepting each mail: a slow mail server. */
  delayMs?: number;
  /**
   * Refuses RCPT TO for the addresses that match, with this reply code (501, 550: the address is
   * refused for good; 451: try again later), quoting the address as real servers do.
   */
  rejectRecipients?: { match: RegExp; code: number };
}

/**
 * A real SMTP server on loopback that keeps what it receives, parsed. It can go down and come back
 * on the same port, to test delivery when the mail server is away, and refuse chosen recipients.
 */
export async function smtpSink(options: SmtpSinkOptions = {}) {
  const received: ReceivedMail[] = [];
  /** Every RCPT TO refused, in order: one entry per try a client made. */
  const rejected: string[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const rule = options.rejectRecipients;
        if (!rule?.match.test(address.address)) return callback();
        rejected.push(address.address);
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: rule.code }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          received.push({ ...parsed, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  }

  await start();
  return {
    received,
    rejected,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Stops accepting connections; the port stays reserved for `start()`. */
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
    start,
    /** Waits until `count` mails arrived, or fails after `ms`. */
    async waitFor(count: number, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;
