import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe endpoints the server calls, so tests drive the real
 * `stripe` SDK over HTTP (STRIPE_API_BASE): create, retrieve and expire Checkout Sessions,
 * create refunds. Like Stripe it honours Idempotency-Key (same key, same answer), checks
 * expires_at bounds, and answers errors as { error: { type, message } }.
 */

type Params = Record<string, unknown>;

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  url: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  created: number;
  success_url: string;
  cancel_url: string;
  livemode: false;
  /** What the server sent, decoded (not part of Stripe's object). */
  line_items_sent: Params[];
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Decodes Stripe's form encoding ("a[b][0][c]=1") into nested objects and arrays. */
export function decodeForm(body: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const num = (v: unknown) => Number(v ?? 0);

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private failures: { path: RegExp; status: number; message: string }[] = [];
  private hangs: { path: RegExp; gate: Promise<void> }[] = [];
  private server = http.createServer((req, res) => void this.handle(req, res));
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next request whose path matches fails with this status and message. */
  failNext(path: RegExp, status = 400, message = 'Simulated failure') {
    this.failures.push({ path, status, message });
  }

  /**
   * The next request whose path matches is received but answered only once the returned
   * function is called: Stripe hanging.
   */
  hangNext(path: RegExp): () => void {
    let release!: () => void;
    this.hangs.push({ path, gate: new Promise<void>((resolve) => (release = resolve)) });
    return release;
  }

  /** The buyer pays: the session completes (async methods complete unpaid, then clear later). */
  pay(sessionId: string, opts: { async?: boolean } = {}) {
    const s = this.session(sessionId);
    s.status = 'complete';
    s.payment_status = opts.async ? 'unpaid' : 'paid';
    s.payment_intent ??= id('pi');
    s.url = null;
    return s;
  }

  /** A delayed payment clears (or not). */
  settleAsync(sessionId: string, succeeded: boolean) {
    const s = this.session(sessionId);
    s.payment_status = succeeded ? 'paid' : 'unpaid';
    return s;
  }

  expire(sessionId: string) {
    const s = this.session(sessionId);
    s.status = 'expired';
    s.url = null;
    return s;
  }

  session(sessionId: string) {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error(`no fake session ${sessionId}`);
    return s;
  }

  /** A Stripe event about a session, as its webhook would carry it (JSON text). */
  event(type: string, sessionId: string, eventId = id('evt')) {
    const { line_items_sent: _sent, ...object } = this.session(sessionId);
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = (req.url ?? '').split('?')[0]!;
    const method = req.method ?? 'GET';
    const params = decodeForm(Buffer.concat(chunks).toString('utf8'));
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method, path, idempotencyKey: key, params });
    const hang = this.hangs.findIndex((h) => h.path.test(path));
    if (hang >= 0) await this.hangs.splice(hang, 1)[0]!.gate;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const failure = this.failures.findIndex((f) => f.path.test(path));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      return send(f!.status, { error: { type: 'api_error', message: f!.message } });
    }
    const cacheKey = key && method === 'POST' ? `${path} ${key}` : null;
    const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
    if (cached) return send(cached.status, cached.body);
    const [status, body] = this.route(method, path, params);
    if (cacheKey) this.idempotent.set(cacheKey, { status, body });
    send(status, body);
  }

  private route(method: string, path: string, p: Params): [number, unknown] {
    const invalid = (message: string): [number, unknown] => [
      400,
      { error: { type: 'invalid_request_error', message } },
    ];
    const strip = ({ line_items_sent: _sent, ...s }: FakeSession) => s;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = num(p.expires_at);
      if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
        return invalid(
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        );
      }
      const items = (p.line_items as Params[] | undefined) ?? [];
      const amount = items.reduce(
        (n, i) => n + num((i.price_data as Params).unit_amount) * num(i.quantity),
        0,
      );
      const sid = id('cs');
      const session: FakeSession = {
        id: sid,
        object: 'checkout.session',
        mode: String(p.mode),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: 'usd',
        url: `https://checkout.stripe.test/c/pay/${sid}`,
        client_reference_id: (p.client_reference_id as string) ?? null,
        customer_email: (p.customer_email as string) ?? null,
        metadata: (p.metadata as Record<string, string>) ?? {},
        payment_intent: null,
        expires_at: expiresAt,
        created: now,
        success_url: String(p.success_url),
        cancel_url: String(p.cancel_url),
        livemode: false,
        line_items_sent: items,
      };
      this.sessions.set(sid, session);
      return [200, strip(session)];
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const s = this.sessions.get(sessionPath[1]!);
      if (!s)
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              message: `No such checkout.session: '${sessionPath[1]}'`,
            },
          },
        ];
      if (method === 'GET' && !sessionPath[2]) return [200, strip(s)];
      if (method === 'POST' && sessionPath[2]) {
        if (s.status !== 'open')
          return invalid('Only Checkout Sessions with a status of open can be expired.');
        this.expire(s.id);
        return [200, strip(s)];
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = String(p.payment_intent ?? '');
      const paid = [...this.sessions.values()].find((s) => s.payment_intent === intent);
      if (!paid) return invalid(`No such payment_intent: '${intent}'`);
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        payment_intent: intent,
        amount: p.amount ? num(p.amount) : paid.amount_total,
        status: 'succeeded',
        metadata: (p.metadata as Record<string, string>) ?? {},
      };
      this.refunds.set(refund.id, refund);
      return [200, refund];
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    ];
  }
}

export const startFakeStripe = () => new FakeStripe().start();
