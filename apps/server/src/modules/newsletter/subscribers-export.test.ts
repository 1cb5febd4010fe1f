import { beforeAll, describe, expect, it } from 'vitest';
import { createSubscriber } from '../../test/factories/audience';
import { useTestApp } from '../../test/test-app';
import { exportSubscribers } from './subscribers.service';

const t = useTestApp();
const emails: string[] = [];

beforeAll(async () => {
  // 25 subscribers, five to a second: batches must split rows that share a date and keep order.
  for (let i = 0; i < 25; i++) {
    const email = `reader-${String(i).padStart(2, '0')}@example.com`;
    const created_at = new Date(Date.UTC(2025, 0, 1, 0, 0, Math.floor(i / 5)));
    await createSubscriber(t.app.db, { email, created_at });
    emails.push(email);
  }
});

const text = async (lines: AsyncIterable<string>) => {
  let all = '';
  for await (const chunk of lines) all += chunk;
  return all;
};

describe('subscriber export, streamed', () => {
  it.each([1, 4, 5, 7, 25, 1000])(
    'lists every subscriber once, oldest first, read %i at a time',
    async (batch) => {
      const csv = await text(exportSubscribers(t.app.db, 'all', new Date(), batch).lines);
      const rows = csv.split('\r\n').slice(1, -1);
      expect(rows.map((row) => row.split(',')[0])).toEqual(emails);
    },
  );

  it('streams the download: the answer arrives as chunks, one per batch', async () => {
    const res = await t.admin('GET', '/api/v1/admin/subscribers/export?status=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.body.split('\r\n').slice(1, -1)).toHaveLength(25);
  });
});
