import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { ApiError } from '@/lib/api-client';
import { useCard } from '../api/card-choices';
import type { CardKind } from './card-kind';
import { Thumbnail } from '@/components/admin';

const KIND: Record<CardKind, string> = { artwork: 'Artwork card', post: 'Blog post card' };

/**
 * A card as the artist sees it while writing: the work's or post's picture, title and price or
 * excerpt (the email fills the same from current data when it is sent). A card whose work is
 * hidden or deleted says the email leaves it out, rather than showing a number.
 */
export function CardView({ node }: ReactNodeViewProps) {
  const { card, id } = node.attrs as { card: CardKind; id: string };
  const query = useCard(card, Number(id));
  const data = query.data;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  return (
    <NodeViewWrapper
      data-card={card}
      data-id={id}
      className="my-4 flex items-center gap-3 border border-line bg-paper p-2"
    >
      <Thumbnail url={data?.imageUrl ?? null} size="size-14" />
      <span className="min-w-0 flex-1 text-sm">
        <span className="block text-2xs text-muted uppercase">{KIND[card]}</span>
        {gone ? (
          <span className="block text-danger">Deleted: the email leaves this card out.</span>
        ) : query.isError ? (
          <span className="block text-muted">Could not load this card.</span>
        ) : data ? (
          <>
            <span className="block truncate font-medium">{data.title}</span>
            {data.detail && <span className="block truncate text-muted">{data.detail}</span>}
            {data.leftOut && <span className="block text-danger">{data.leftOut}</span>}
          </>
        ) : (
          <span className="block text-muted">Loading…</span>
        )}
      </span>
    </NodeViewWrapper>
  );
}
