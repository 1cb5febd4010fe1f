/**
 * Every query parameter that a page of the web app or a link the server sends carries, and
 * whether its value is a secret: a link that opens an order, a payment, an offer, a mailing-list
 * action or a preview. The server redacts every secret one from its logs (decision 018). A test
 * reads the web app's sources and fails on a parameter that is not listed here, so a new secret
 * link cannot reach a log by being forgotten.
 */
export const QUERY_PARAMETERS = {
  // Secrets: whoever holds the value holds what it opens.
  access: 'secret', // an early-access link: 30 days of preview
  cancelled: 'secret', // an order's public token, back from a cancelled card payment
  code: 'secret',
  grant: 'secret',
  'leave-waitlist': 'secret',
  order: 'secret', // an order's public token
  preview_token: 'secret',
  reset: 'secret',
  session_id: 'secret', // a Stripe Checkout session
  token: 'secret', // a password-reset link (read from the URL's fragment)
  unsubscribe: 'secret',
  verify: 'secret',
  waitlist: 'secret',
  // Plain: lists, filters and navigation.
  availability: 'plain',
  collection: 'plain',
  filter: 'plain',
  id: 'plain',
  kind: 'plain', // the inbox's filter: messages, questions or offers
  offer: 'plain', // an offer open in the admin's inbox, by its id
  page: 'plain',
  q: 'plain',
  redirect: 'plain',
  search: 'plain',
  sort: 'plain',
  state: 'plain', // the inbox's filter: unread or answered
  status: 'plain',
  subject: 'plain',
  visibility: 'plain',
} as const satisfies Record<string, 'secret' | 'plain'>;

export type QueryParameter = keyof typeof QUERY_PARAMETERS;

/** The parameters whose value never reaches a log. */
export const SECRET_QUERY_PARAMETERS = (Object.keys(QUERY_PARAMETERS) as QueryParameter[]).filter(
  (name) => QUERY_PARAMETERS[name] === 'secret',
);
