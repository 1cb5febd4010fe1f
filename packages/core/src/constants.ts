/** Business constants of docs/product.md §9 and the contract. Every literal the product depends on lives here. */

export const API_PREFIX = '/api/v1';

export const FRAMING_OPTIONS = [
  'unframed',
  'simple-black',
  'simple-white',
  'museum-quality',
] as const;
export type FramingOption = (typeof FRAMING_OPTIONS)[number];

/** Labels of the framing select (docs/product.md §4). */
export const FRAMING_LABELS: Record<FramingOption, string> = {
  unframed: 'No framing',
  'simple-black': 'Simple black',
  'simple-white': 'Simple white',
  'museum-quality': 'Museum quality',
};

/** Keys of the frame-costs setting, in the server's snake_case. */
export const FRAME_COST_KEYS = ['simple_black', 'simple_white', 'museum_quality'] as const;
export type FrameCostKey = (typeof FRAME_COST_KEYS)[number];
export type FrameCosts = Record<FrameCostKey, number>;

/** Default surcharge per unit in whole dollars; the server's frame costs override these. */
export const DEFAULT_FRAME_COSTS: FrameCosts = {
  simple_black: 200,
  simple_white: 200,
  museum_quality: 500,
};

export const AVAILABILITY_VALUES = ['available', 'sold', 'not_for_sale', 'reserved'] as const;
export type Availability = (typeof AVAILABILITY_VALUES)[number];

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** What a subscriber may ask to hear about (`preferences.topics`). */
export const NEWSLETTER_TOPICS = ['new_work', 'exhibitions', 'studio_news'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];
/** The topics as the subscribe forms and the artist's audience choice name them. */
export const NEWSLETTER_TOPIC_LABELS: Record<NewsletterTopic, string> = {
  new_work: 'New work',
  exhibitions: 'Exhibitions and events',
  studio_news: 'Studio news',
};
/** Where a signup came from, kept in the subscriber's `source` column. */
export const SUBSCRIBER_SOURCES = ['footer', 'mailing-list', 'preview', 'checkout'] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'self-hosted'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const DEFAULT_ADD_QUANTITY = 1;
export const GALLERY_PAGE_SIZE = 20;
export const BLOG_PAGE_SIZE = 9;
export const HERO_INTERVAL_MS = 4000;
export const HOME_RECENT_WORKS = 3;
export const HOME_RECENT_POSTS = 3;
export const RELATED_ARTWORKS = 4;
export const RELATED_POSTS = 3;
export const PREVIEW_ACCESS_MS = 24 * 60 * 60 * 1000;
export const CONTACT_MESSAGE_MIN = 10;
export const READING_WORDS_PER_MINUTE = 200;
export const META_DESCRIPTION_LENGTH = 155;
export const CART_TRANSITION_MS = 300;
export const TOAST_DURATION_MS = 4000;
export const LIST_LIMIT_MAX = 100;
export const IMAGE_LAZY_MARGIN = '50px';

/** Name of the gated collection, compared case-insensitively. */
export const PREVIEW_COLLECTION_NAME = 'preview';

export const ZOOM = {
  min: 0.5,
  max: 5,
  default: 1,
  step: 0.5,
  wheelStep: 0.01,
  fitScale: 0.9,
} as const;

/** Data fetching defaults (docs/product.md §9). */
export const QUERY_DEFAULTS = {
  retry: 1,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
} as const;

/** Browser storage keys fixed by docs/product.md §3/§4. */
export const STORAGE_KEYS = {
  cart: 'cart-storage',
  authToken: 'auth_token',
  previewGrant: 'preview_access',
  previewGrantedAt: 'preview_access_granted_at',
} as const;

/** Header a browser sends with its signed preview grant. */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/**
 * Scans and photographs of whole paintings: up to 200 MB per file (streamed to disk, never held
 * in memory) and 300 megapixels (decision 035).
 */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
export const MAX_UPLOAD_MEGAPIXELS = 300;
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;
export const THUMBNAIL_WIDTH = 400;

/**
 * The `sizes` attribute of each page's images: how wide each is drawn at each viewport. The
 * server preloads a page's main image with the same srcset and sizes as the page's <img>, so
 * the browser picks the same candidate once and never downloads two.
 */
export const IMAGE_SIZES = {
  hero: '(min-width: 1024px) 60vw, 100vw',
  artworkDetail: '(min-width: 1024px) 58vw, 100vw',
  galleryCard: '(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw',
  postFeatured: '(min-width: 1024px) 56rem, 100vw',
  blogCard: '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw',
  aboutPortrait: '(min-width: 768px) 40vw, 100vw',
} as const;

/* ---------- settings ---------- */

export const SETTING_CATEGORIES = [
  'general',
  'framing',
  'social',
  'preview',
  'shop',
  'newsletter',
] as const;

export const SITE_NAME_FALLBACK = 'Elena Marsh';

/** What the admin reads for each kind of email; an unknown kind is shown as it is. */
export const EMAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  contact_notification: 'Contact message to you',
  artwork_inquiry: 'Question about a work, to you',
  newsletter_confirm: 'Newsletter confirmation',
  newsletter_welcome: 'Newsletter welcome',
  newsletter_already_subscribed: 'Newsletter: already subscribed',
  order_alert: 'New order alert to you',
  order_confirmation: 'Order confirmation',
  order_hold_reminder: 'Order: reminder that the hold ends',
  order_hold_extended: 'Order: hold extended',
  order_paid: 'Payment received',
  order_shipped: 'Order shipped',
  order_cancelled: 'Order cancelled',
  order_refund: 'Refund',
  order_refund_alert: 'Refund alert to you',
  payment_unmatched_alert: 'Unmatched payment refunded, to you',
  offer_notification: 'New offer alert to you',
  offer_countered: 'Counter-offer',
  offer_declined: 'Offer declined',
  offer_reserved: 'Offer accepted: reservation',
  reservation_reminder: 'Reservation reminder',
  reservation_ended: 'Reservation ended',
  reservation_ended_alert: 'Reservation ended, to you',
};

/**
 * Account security: sign-in limits (only failures count), and the lifetimes of what the
 * server emails. OWASP ASVS 2.2.1: at most 100 failures an hour on one account before it
 * asks for more than a password.
 */
export const AUTH_LIMITS = {
  /** Wrong guesses from one address for one account per window. */
  failuresPerAddressAndAccount: 10,
  /** Wrong guesses from one address, all accounts together, per window. */
  failuresPerAddress: 30,
  addressWindowMs: 15 * 60 * 1000,
  /** Failures on one account, from anywhere, after which a login also needs an emailed code. */
  failuresBeforeEmailCode: 100,
  accountWindowMs: 60 * 60 * 1000,
  resetLinkMs: 60 * 60 * 1000,
  loginCodeMs: 10 * 60 * 1000,
  recoveryCodeCount: 10,
  passwordMin: 12,
} as const;

/** `error.code` of a login that needs one more step (the password was right). */
export const LOGIN_STEPS = {
  twoFactor: 'two_factor_required',
  emailCode: 'email_code_required',
} as const;
