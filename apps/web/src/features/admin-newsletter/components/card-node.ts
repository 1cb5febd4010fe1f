import { mergeAttributes, Node, ReactNodeViewRenderer } from '@tiptap/react';
import type { CardKind } from './card-kind';
import { CardView } from './card-view';

export type { CardKind };

/**
 * A card placeholder in the newsletter body: `<div data-card="artwork" data-id="123"></div>`.
 * The body stores only the kind and id; the server renders the card (image, title, price or
 * "Sold", link) at send time, so a price changed after writing is the one sent. In the editor
 * it is drawn by CardView (picture, title, price) instead of the empty div.
 */
export const CardNode = Node.create({
  name: 'newsletterCard',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      card: { default: 'artwork', parseHTML: (el) => el.getAttribute('data-card') },
      id: { default: null, parseHTML: (el) => el.getAttribute('data-id') },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-card]' }];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as { card: CardKind; id: string };
    return [
      'div',
      mergeAttributes({
        'data-card': attrs.card,
        'data-id': attrs.id,
      }),
    ];
  },
  addNodeView() {
    return ReactNodeViewRenderer(CardView);
  },
});
