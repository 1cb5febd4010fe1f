import { describe, expect, it } from 'vitest';
import { createArtwork } from '../../test/factories/catalogue';
import { adminAction, orderBody, orderRow, placeOrder } from '../../test/factories/orders';
import { useTestAppWithSmtp } from '../../test/smtp-app';
import { deliverDueEmails } from '../mail/outbox.worker';
import type { ReceivedMail } from '../mail/smtp.fixtures';

const { t, smtp } = useTestAppWithSmtp({
  publicUrl: 'https://shop.test',
  artistEmail: 'elena@studio.test',
});

interface Parsed {
  to: string[];
  subject: string;
  replyTo: string | undefined;
  text: string;
  html: string;
}

/** Just enough MIME: headers, and the text and HTML parts decoded (quoted-printable or base64). */
function parse(mail: ReceivedMail): Parsed {
  const unfolded = mail.raw.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded.split(/\r\n\r\n/)[0]!)?.[1]?.trim();
  const decodeWords = (s: string) =>
    s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, body: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : Buffer.from(
            body
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}[^]*?\\r\\n\\r\\n([^]*?)\\r\\n--`, 'i').exec(
      mail.raw,
    );
    if (!match) return '';
    const head = mail.raw.slice(match.index, match.index + match[0].length - match[1]!.length);
    const body = match[1]!;
    if (/Content-Transfer-Encoding: base64/i.test(head))
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  };
  return {
    to: mail.to,
    subject: decodeWords(header('Subject') ?? ''),
    replyTo: header('Reply-To'),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

async function deliver() {
  const before = smtp.received.length;
  while ((await deliverDueEmails(t.app)).claimed > 0);
  return smtp.received.slice(before).map(parse);
}

describe('order emails over SMTP', () => {
  it('confirms the order with payment instructions, alerts the artist, then tells the buyer of payment, shipping and refund', async () => {
    const a = await createArtwork(t.app.db, { title: 'Harbour <Dawn>', price_cents: 1_800_00 });
    const res = await placeOrder(
      t,
      orderBody([{ artwork_id: a.id, framing_option: 'simple-black' }], {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+1 207 555 0100',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { number, token } = res.json().data.order;
    const id = (await orderRow(t.app.db, number)).id;

    const [confirmation, alert] = await deliver();
    expect(confirmation).toMatchObject({
      to: ['ada@example.com'],
      subject: `Order ${number} received — how to pay`,
      replyTo: 'elena@studio.test',
    });
    for (const body of [confirmation!.text, confirmation!.html]) {
      expect(body).toContain('bank transfer');
      expect(body).toContain('$2,185');
      expect(body).toContain('Tax (5.5%)');
      expect(body).toContain('Camden, ME 04843');
      expect(body).toContain('United States');
      expect(body).toContain(`https://shop.test/checkout/success?order=${token}`);
    }
    expect(confirmation!.text).toContain('Harbour <Dawn> — Simple black');
    expect(confirmation!.html).toContain('Harbour &lt;Dawn&gt; — Simple black');
    expect(confirmation!.html).not.toContain('<Dawn>');
    expect(confirmation!.html).toContain('<h1');

    expect(alert).toMatchObject({
      to: ['elena@studio.test'],
      subject: `New order ${number}: $2,185 (awaiting payment)`,
      replyTo: 'ada@example.com',
    });
    expect(alert!.text).toContain('Buyer: Ada Lovelace <ada@example.com>');
    expect(alert!.text).toContain('Phone: +1 207 555 0100');
    expect(alert!.text).toContain('https://shop.test/admin/orders');

    await adminAction(t, id, 'mark-paid');
    const [paid] = await deliver();
    expect(paid).toMatchObject({
      to: ['ada@example.com'],
      subject: `Payment received for order ${number}`,
    });

    await adminAction(t, id, 'ship', { carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
    const [shipped] = await deliver();
    expect(shipped).toMatchObject({
      to: ['ada@example.com'],
      subject: `Your order ${number} has shipped`,
    });
    expect(shipped!.text).toContain('Tracking number: 1Z999AA10123456784.');
    expect(shipped!.text).toContain(
      'Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(shipped!.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');

    await adminAction(t, id, 'refund', { reason: 'The frame arrived cracked; I am so sorry.' });
    const [refund] = await deliver();
    expect(refund).toMatchObject({
      to: ['ada@example.com'],
      subject: `Refund for order ${number}`,
    });
    expect(refund!.text).toContain(`$2,185 for order ${number} has been refunded.`);
    expect(refund!.text).toContain('The frame arrived cracked; I am so sorry.');
    expect(refund!.html).toContain('The frame arrived cracked; I am so sorry.');
  });

  it('tells the buyer when the artist cancels', async () => {
    const a = await createArtwork(t.app.db, { price_cents: 500_00 });
    const res = await placeOrder(t, orderBody([{ artwork_id: a.id }], { email: 'bo@example.com' }));
    const { number } = res.json().data.order;
    await deliver();
    await adminAction(t, (await orderRow(t.app.db, number)).id, 'cancel', {
      reason: 'Payment never arrived.',
    });
    const [cancelled] = await deliver();
    expect(cancelled).toMatchObject({
      to: ['bo@example.com'],
      subject: `Order ${number} cancelled`,
    });
    expect(cancelled!.text).toContain('nothing will be charged');
    expect(cancelled!.text).toContain('Payment never arrived.');
  });
});
