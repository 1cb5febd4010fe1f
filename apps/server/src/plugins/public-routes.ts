/**
 * Everything an anonymous visitor may change: every other route under /admin or with a
 * write method (POST, PUT, PATCH, DELETE) must declare `security: [{ bearer: [] }]`, or the
 * server refuses to start (plugins/route-rules.ts, decision 024). Paths are under /api/v1.
 * Adding a line here is a security decision: say in its comment why a stranger may do it.
 */
export const PUBLIC_WRITES: readonly string[] = [
  // Signing in, and out: logout revokes the token it is sent, if any.
  'POST /auth/login',
  'POST /auth/logout',
  // A forgotten password: the emailed link's token is the authentication (decision 021).
  'POST /auth/password/forgot',
  'POST /auth/password/reset',
  // The visitor's forms: contact, a question about a work, newsletter (double opt-in), the
  // preview gate. Each is throttled per address (and per email where it names one).
  'POST /contact',
  'POST /inquiries',
  // Offers (decision 032): a visitor's offer, and a counter-offer accepted by its link.
  'POST /offers',
  'POST /offers/:token/accept',
  // The waitlist of a sold work (decision 034): join (throttled, double opt-in), then confirm
  // or leave by the emailed link's token.
  'POST /waitlist',
  'POST /waitlist/confirm',
  'POST /waitlist/leave',
  'POST /newsletter/subscribe',
  'POST /newsletter/verify',
  'POST /newsletter/unsubscribe',
  // RFC 8058 one-click unsubscribe: mail providers POST it with the signed token in the URL.
  'POST /newsletter/unsubscribe/one-click',
  // The personal early-access link of a newsletter, exchanged for a preview grant.
  'POST /preview/access-link',
  'POST /preview/access',
  // Buying: a quote, an order; the server prices both.
  'POST /checkout/quote',
  'POST /checkout/orders',
  // Stripe's page of a pending card order, by the order's unguessable token: reopens the open
  // page, or opens a new one for a reservation whose page closed (never two open at once).
  'POST /orders/:token/payment',
  // Stripe's webhook: its signature is the authentication.
  'POST /payments/stripe/webhook',
];
