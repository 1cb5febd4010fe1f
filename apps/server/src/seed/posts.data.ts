import type { DemoPost } from './post-format';
import { POSTS_PROCESS } from './posts-process.data';
import { POSTS_STUDIO } from './posts-studio.data';

export { BLOG_CATEGORIES, type CategoryName, type DemoPost } from './post-format';

/** Twelve posts over the past year: ten published, one scheduled a week ahead, one draft. */
export const POSTS: DemoPost[] = [...POSTS_STUDIO, ...POSTS_PROCESS];

/** The demo's one letter to the mailing list, sent three weeks ago and published on the web. */
export const DEMO_LETTER = {
  subject: 'New work from the harbour',
  preheader: 'Three small oils, and an open studio in June.',
  body: `<p>Dear friends,</p>
<p>Three new harbour paintings left the easel this month: small oils on linen, painted at
dawn from the end of the pier. They are on the site now, a week before anyone else sees
them.</p>
<p>The studio is open on the first weekend of June. Come and see the paintings in daylight.</p>
<p>Elena</p>`,
};
