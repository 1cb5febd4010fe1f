import type { SettingKey, SettingValue } from '../modules/settings/settings.service';
/** Page content (docs/product.md §3) and settings for the demo artist. */

export const PAGES = {
  home: {
    meta_title: 'Elena Marsh | Contemporary Oil Paintings from the Coast of Maine',
    meta_description:
      'Original oil paintings by Elena Marsh: the coast and fields of midcoast Maine, still lifes and colour-field abstracts. Browse the gallery and buy original work.',
    hero_heading: 'Paintings of light, weather and the Maine coast',
    hero_subheading: 'Original oil paintings by Elena Marsh',
    welcome_heading: 'Welcome to the studio',
    welcome_text: [
      '<p>I paint the shore and fields around my studio in midcoast Maine, the fruit and crockery on my kitchen table, and the colours that are left when the landscape is taken away. Most paintings begin outdoors, in all weathers, and are finished slowly in the studio.</p>',
      '<p>Every painting here is an original in oil on linen, canvas or panel. Available work can be bought framed or unframed, and I am always glad to answer questions about a painting, a commission or a studio visit.</p>',
    ].join(''),
  },
  about: {
    title: 'About Elena Marsh',
    meta_title: 'About Elena Marsh | Oil Painter, Midcoast Maine',
    meta_description:
      'Elena Marsh is a contemporary oil painter working on the coast of Maine. Read her biography and artist statement, and get in touch about paintings and commissions.',
    artist_bio: [
      '<p>Elena Marsh is a contemporary oil painter who lives and works on the coast of Maine, in a converted hay barn a mile from the water near Thomaston.</p>',
      '<p>She grew up in Vermont, studied painting at art school in Boston, and spent ten years teaching drawing before moving to Maine to paint full time. Since then she has worked almost entirely from the places and objects around her: the ledges and harbours of the midcoast, the fields and salt marshes inland, and the still lifes set up on her kitchen table through the long winters.</p>',
      '<p>Her paintings have been shown in galleries across New England and are held in private collections in the United States, Canada and the United Kingdom. She paints outdoors in every season, teaches a small plein air workshop each summer, and opens her studio to visitors every spring.</p>',
    ].join(''),
    artist_statement: [
      '<p>I paint to find out what a place looks like when I have stood in it for long enough. The coast here changes every hour with the tide and the weather, and painting it outdoors forces me to decide quickly what matters and to leave out the rest.</p>',
      '<p>The same attention runs through the still lifes and the abstracts. A pear on a linen cloth and three bands of grey taken from the river at slack water are asking the same question: what happens if you keep looking after the first glance is over?</p>',
      '<p>I work in oil on linen I stretch and prime myself, with a small palette that changes with the seasons. I want the texture of the canvas and the marks of the brush and knife to stay visible, so that each painting keeps a record of how it was made.</p>',
    ].join(''),
  },
} as const;

/** Applied only where a setting still has its default: an owner's own choice is never overwritten. */
export const DEMO_SETTINGS = {
  site_name: 'Elena Marsh',
  contact_email: 'studio@elenamarsh.example',
  instagram_url: 'https://www.instagram.com/elenamarsh.studio',
  preview_password: 'preview2026',
} as const satisfies { [K in SettingKey]?: SettingValue<K> };
