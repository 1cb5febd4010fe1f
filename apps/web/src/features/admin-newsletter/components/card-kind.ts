/** Which kind of card a newsletter body holds: a work from the catalogue or a blog post. */
export type CardKind = 'artwork' | 'post';
