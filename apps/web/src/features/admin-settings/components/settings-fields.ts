import { MESSAGES, PREVIEW_PASSWORD_KEY, type Setting } from '@atelier/core';

export type FieldKind =
  | 'boolean'
  | 'money'
  | 'number'
  | 'email'
  | 'url'
  | 'text'
  | 'longtext'
  | 'country'
  | 'regions'
  | 'secret';

export interface FieldMeta {
  label: string;
  kind?: FieldKind;
  /** '' for none; without it the server's description is shown. */
  hint?: string;
  required?: boolean;
}

/** Labels and kinds of the settings this screen knows; any other key still renders from its type. */
export const FIELD_META: Record<string, FieldMeta> = {
  site_name: {
    label: 'Site name',
    required: true,
    hint: 'Shown in the header, page titles and emails.',
  },
  site_tagline: { label: 'Tagline', hint: 'A short line used in descriptions and social cards.' },
  contact_email: { label: 'Contact email', kind: 'email', hint: 'Shown on the contact page.' },
  instagram_url: {
    label: 'Social profile URL',
    kind: 'url',
    hint: 'Linked from the header and footer, e.g. your Instagram page.',
  },
  framing_enabled: { label: 'Offer framing', hint: 'Visitors choose a frame on artwork pages.' },
  frame_cost_simple_black: { label: 'Simple black frame', kind: 'money', hint: '' },
  frame_cost_simple_white: { label: 'Simple white frame', kind: 'money', hint: '' },
  frame_cost_museum_quality: { label: 'Museum quality frame', kind: 'money', hint: '' },
  [PREVIEW_PASSWORD_KEY]: { label: 'Preview password', kind: 'secret' },
  // The shop, in the order an artist thinks about it: open or not, shipping, tax, payment.
  orders_enabled: {
    label: 'Accept orders',
    hint: 'Turn off to pause checkout: visitors can still browse and get in touch.',
  },
  shipping_domestic_country: {
    label: 'Home country',
    kind: 'country',
    hint: 'Orders shipped here pay the domestic rate; anywhere else the international one.',
  },
  shipping_domestic_per_work: { label: 'Domestic shipping per work', kind: 'money', hint: '' },
  shipping_international_per_work: {
    label: 'International shipping per work',
    kind: 'money',
    hint: '',
  },
  free_shipping_threshold: {
    label: 'Free shipping from',
    kind: 'money',
    hint: 'Orders whose works and frames reach this amount ship free. 0 means never.',
  },
  tax_rate_percent: {
    label: 'Sales tax rate (%)',
    kind: 'number',
    hint: 'Charged on works and frames, not on shipping, e.g. 5.5.',
  },
  tax_regions: {
    label: 'Tax regions',
    kind: 'regions',
    hint: 'Where the tax applies: whole countries, or states with their country in brackets, separated by commas, e.g. Maine (United States), United Kingdom. Empty: no tax.',
  },
  checkout_hold_minutes: {
    label: 'Hold works for card payment (minutes)',
    kind: 'number',
    hint: 'How long an order paid by card keeps its works off the market while the buyer pays.',
  },
  manual_payment_hold_days: {
    label: 'Hold works for bank transfer or check (days)',
    kind: 'number',
    hint: 'How long an order paid by transfer or check keeps its works off the market, to the end of the last day (1 to 30). The buyer is told the day, reminded the day before, and you can give more time from the order.',
  },
  checkout_max_held_works: {
    label: 'Most works held per buyer',
    kind: 'number',
    hint: 'How many works one order, or one buyer across orders awaiting payment, may keep off the market (1 to 50). A larger cart is asked to contact you.',
  },
  offers_enabled: {
    label: 'Take offers',
    hint: 'Visitors may propose a price for any available work. Each work can also take offers on its own.',
  },
  offer_minimum_percent: {
    label: 'Lowest offer (% of the price)',
    kind: 'number',
    hint: 'Offers below it are declined politely at once; visitors never see it. 0 means none.',
  },
  reservation_days: {
    label: 'Reserve an accepted offer for (days)',
    kind: 'number',
    hint: 'How long the work waits for the buyer to pay once you accept their offer.',
  },
  newsletter_sender_name: {
    label: 'Sender name',
    hint: 'Who newsletters come from in the reader’s inbox. Empty: the site name.',
  },
  newsletter_postal_address: {
    label: 'Postal address',
    kind: 'longtext',
    hint: 'Printed at the foot of every newsletter, as the law asks of senders in many countries.',
  },
  newsletter_unsubscribe_mailto: {
    label: 'Unsubscribe by email',
    kind: 'email',
    hint: 'An address that takes unsubscribe requests sent by email, offered by some mail programs. Empty: readers unsubscribe by the link in each newsletter.',
  },
  payment_instructions: {
    label: 'Payment instructions',
    kind: 'longtext',
    required: true,
    hint: 'Shown and emailed to buyers when card payment (Stripe) is not set up.',
  },
};

/** Section titles and blurbs by category, in screen order; unknown categories follow. */
export const CATEGORY_META: Record<string, { title: string; description?: string }> = {
  general: { title: 'General', description: 'How the site names and introduces itself.' },
  social: { title: 'Social' },
  framing: { title: 'Framing', description: 'Frame surcharges per artwork, in whole US dollars.' },
  preview: {
    title: 'Preview collection',
    description: 'Visitors unlock the preview collection with this password or by subscribing.',
  },
  shop: { title: 'Shop', description: 'Shipping, tax and payment at checkout.' },
  newsletter: { title: 'Newsletter', description: 'How your newsletters are signed and sent.' },
};

const humanise = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The control a setting gets when this screen does not know it (settings added later, e.g. the
 * shop's): from its value's type, its key and the server's description ("... (USD)").
 */
function inferKind(setting: Setting): FieldKind {
  const { key, value, description } = setting;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return /\(USD\)/.test(description ?? '') ? 'money' : 'number';
  if (key.endsWith('_email')) return 'email';
  if (key.endsWith('_url')) return 'url';
  const long = typeof value === 'string' && (value.length > 120 || value.includes('\n'));
  return long || /_(instructions|message|note|text)$/.test(key) ? 'longtext' : 'text';
}

export function metaOf(setting: Setting): Required<Pick<FieldMeta, 'label' | 'kind'>> & FieldMeta {
  const known = FIELD_META[setting.key];
  return {
    ...known,
    label: known?.label ?? humanise(setting.key),
    kind: known?.kind ?? inferKind(setting),
    hint: known?.hint ?? setting.description ?? undefined,
  };
}

/** Settings grouped into sections, known categories first in their order. */
export function groupByCategory(
  settings: Setting[],
): Array<{ category: string; settings: Setting[] }> {
  const order = Object.keys(CATEGORY_META);
  const rank = (category: string) =>
    order.includes(category) ? order.indexOf(category) : order.length;
  const categories = [...new Set(settings.map((s) => s.category))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  const fieldRank = (key: string) => {
    const index = Object.keys(FIELD_META).indexOf(key);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return categories.map((category) => ({
    category,
    settings: settings
      .filter((s) => s.category === category)
      .sort((a, b) => fieldRank(a.key) - fieldRank(b.key) || a.key.localeCompare(b.key)),
  }));
}

/** Messages of the client-side checks (the server repeats them with its own schemas). */
export const FIELD_ERRORS = {
  required: (label: string) => `${label} is required`,
  wholeDollars: 'Enter a whole number of dollars',
  number: 'Enter a number',
  email: MESSAGES.invalidEmail,
  url: 'Enter a full address starting with https://',
  passwordTooShort: 'Use at least 4 characters',
  unknownRegions: (names: string[]) =>
    `Not a country or state this site knows: ${names.join(', ')}. Check the spelling.`,
} as const;
