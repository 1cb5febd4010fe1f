/** Sends the browser to Stripe Checkout (its own module so tests can watch the redirect). */
export function leaveForPayment(url: string) {
  window.location.assign(url);
}
