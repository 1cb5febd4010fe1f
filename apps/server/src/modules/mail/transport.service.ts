import { createHash, randomUUID } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
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

/**
 * Development without SMTP: each email becomes an RFC 822 file under `dir`, plus one log line.
 * A file is named for its outbox row and its recipient, so each message has exactly one: it is
 * written under a name of its own, then linked to its final name, which fails if that exists (a
 * re-send of the same row after a crash), so no two writers ever share or replace a file.
 */
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
      const file = path.join(dir, emlFileName(row));
      const draft = path.join(dir, `.${randomUUID()}.tmp`);
      await writeFile(draft, info.message as Buffer, { flag: 'wx' });
      try {
        await link(draft, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        log.info({ file }, 'email already written');
        return;
      } finally {
        await rm(draft, { force: true });
      }
      log.info(
        { file, to: row.to_address, subject: row.subject },
        `email "${row.subject}" to ${row.to_address} written to ${file}`,
      );
    },
    close: () => builder.close(),
  };
}

/** `<when queued>-<row id>-<recipient's hash>-<kind>.eml`: one name per message, no address in it. */
function emlFileName(row: Pick<OutboxRow, 'created_at' | 'id' | 'kind' | 'to_address'>) {
  const stamp = row.created_at.toISOString().replace(/[:.]/g, '-');
  const recipient = createHash('sha256').update(row.to_address.toLowerCase()).digest('hex');
  return `${stamp}-${row.id}-${recipient.slice(0, 12)}-${row.kind.replace(/[^\w-]/g, '_')}.eml`;
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
