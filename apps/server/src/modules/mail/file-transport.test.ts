import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from './outbox.repository';
import { fileTransport, toMailOptions } from './transport.service';

/**
 * Without SMTP_URL every email is a file in DATA_DIR/mail. A newsletter of 3,000 hands its
 * messages over at once, all queued in the same millisecond: each recipient must get exactly
 * one file, holding their own message.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'atelier-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const transport = fileTransport(dir, pino({ level: 'silent' }));
const queuedAt = new Date('2026-12-01T09:00:00.000Z');

const rowFor = (id: number, to: string): OutboxRow =>
  ({
    id,
    to_address: to,
    reply_to: null,
    subject: `Studio news for ${to}`,
    text_body: `Dear ${to}`,
    html_body: null,
    kind: 'newsletter',
    list_unsubscribe: null,
    created_at: queuedAt,
  }) as OutboxRow;

const send = (row: OutboxRow) => transport.send(toMailOptions(row, 'Studio <s@example.com>'), row);
const files = () => readdirSync(dir);

describe('the file transport', () => {
  it('writes exactly one file per recipient, each with its own message, when all go at once', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => rowFor(1000 + i, `reader${i}@example.com`));
    // Rows that name no id of their own (0) are still one file per recipient.
    const unnumbered = Array.from({ length: 50 }, (_, i) => rowFor(0, `guest${i}@example.com`));
    await Promise.all([...rows, ...unnumbered].map(send));

    const written = files();
    expect(written.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(written).toHaveLength(650);
    for (const file of written) {
      const eml = readFileSync(path.join(dir, file), 'utf8');
      const to = /^To: (\S+)\r$/m.exec(eml)![1]!;
      expect(eml).toContain(`Dear ${to}`);
    }
    const recipients = written.map(
      (f) => /^To: (\S+)\r$/m.exec(readFileSync(path.join(dir, f), 'utf8'))![1],
    );
    expect(new Set(recipients).size).toBe(650);
  });

  it('keeps one file when the same message is handed over again, even at the same moment', async () => {
    const before = files().length;
    const row = rowFor(5000, 'again@example.com');
    await Promise.all([send(row), send(row), send(row)]);
    await send(row);
    expect(files()).toHaveLength(before + 1);
    expect(files().filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
