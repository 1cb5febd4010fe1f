import type { Page } from '@playwright/test';

// What the shop's specs look for: prices as the site writes them, and the header's cart button.

/** Whole US dollars as the site shows them ("$1,200"); written here, not imported, so a spec
 * checks the page against its own idea of the format. */
export const usd = (dollars: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(dollars);

/** The header's cart button, named for how many items it holds. */
export const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });
