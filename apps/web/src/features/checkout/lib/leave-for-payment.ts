/**
 * Sends the browser to Stripe Checkout. The redirect is a method of one object so that a test
 * can watch it with vi.spyOn instead of replacing the module, which would leak into the other
 * test files of a worker (the web tests share modules between files).
 */
export const paymentRedirect = {
  leave(url: string) {
    window.location.assign(url);
  },
};

export const leaveForPayment = (url: string) => paymentRedirect.leave(url);
