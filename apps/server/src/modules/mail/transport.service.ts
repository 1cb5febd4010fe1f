import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../../config';
import type { OutboxRow } from './outbox.repository';

/** Where an outbox row goes: an SMTP server, or .eml files when none is configured. */
export interface MailTransport {
  readonly name: 'smtp' | 'file';
  /** Delivers one message; throws when it could not be handed over. */
  send(message: Mail.Options, row: OutboxRow): Promise<void>;
  close(): void;
}

/** Short timeouts: a hung server must not hold a batch (and its lease) for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The nodemailer message of an outbox row. A stable Message-ID lets mail clients drop a rare re-send. */
export function toMailOptions(row: OutboxRow, from: string): Mail.Options {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? undefined,
    messageId: `<outbox-${row.id}-${row.created_at.getTime()}@${domain}>`,
    date: row.created_at,
    headers: {
      'X-Email-Kind': row.kind,
      // RFC 8058: the mail program POSTs "List-Unsubscribe=One-Click" to the address.
      ...(row.list_unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
    ...(row.list_unsubscribe ? { list: { unsubscribe: row.list_unsubscribe } } : {}),
  };
}

/** How a transport sends: `pool` keeps up to that many SMTP connections open (a newsletter burst). */
export interface TransportOptions {
  pool?: number;
}

export function smtpTransport(smtpUrl: string, { pool }: TransportOptions = {}): MailTransport {
  const pooling = pool ? { pool: true, maxConnections: pool } : {};
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...pooling, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Development without SMTP: each email becomes an RFC 822 file under `dir`, plus one log line. */
export function fileTransport(dir: string, log: FastifyBaseLogger): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    name: 'file',
    async send(message, row) {
      const info = await builder.sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = row.created_at.toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${row.id}-${row.kind.replace(/[^\w-]/g, '_')}.eml`);
      // Written aside, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      log.info(
        { file, to: row.to_address, subject: row.subject },
        `email "${row.subject}" to ${row.to_address} written to ${file}`,
      );
    },
    close: () => builder.close(),
  };
}

/** SMTP when SMTP_URL is set, otherwise files in DATA_DIR/mail. */
export function transportFor(
  config: Config,
  log: FastifyBaseLogger,
  options: TransportOptions = {},
): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, options)
    : fileTransport(path.join(config.dataDir, 'mail'), log);
}
