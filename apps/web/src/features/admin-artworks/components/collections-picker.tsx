import type { Collection } from '@atelier/core';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CheckRow, StatusBadge } from '@/components/admin';
import { adminPaths } from '@/lib/admin-paths';

interface CollectionsPickerProps {
  collections: Collection[];
  /** Chosen ids in order: the first is the work's first collection. */
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
}

const orderButton =
  'inline-flex size-8 items-center justify-center text-muted hover:bg-placeholder hover:text-ink disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * Checkboxes for every collection, then the chosen ones in order with Move up / Move down:
 * the first one decides the related works on the artwork page and leads its links.
 */
export function CollectionsPicker({ collections, value, onChange, error }: CollectionsPickerProps) {
  const id = useId();
  const orderRef = useRef<HTMLOListElement>(null);
  // The moved line, to keep the focus on its button once it re-renders in its new place.
  const refocus = useRef<{ cid: number; up: boolean } | null>(null);
  const byId = new Map(collections.map((c) => [c.id, c]));
  const chosen = value.filter((cid) => byId.has(cid));
  const toggle = (cid: number, checked: boolean) =>
    onChange(checked ? [...value, cid] : value.filter((v) => v !== cid));
  const move = (from: number, to: number) => {
    const next = [...chosen];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    onChange(next);
    refocus.current = { cid: chosen[from] ?? 0, up: to < from };
  };

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    const buttons = orderRef.current?.querySelectorAll<HTMLButtonElement>(
      `[data-cid="${target.cid}"] button`,
    );
    const [up, down] = [buttons?.[0], buttons?.[1]];
    const wanted = target.up ? up : down;
    (wanted && !wanted.disabled ? wanted : target.up ? down : up)?.focus();
    refocus.current = null;
  });

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      {/* The form section is titled "Collections" already; the legend names the group. */}
      <legend className="sr-only">Collections</legend>
      {collections.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No collections yet.{' '}
          <Link to={adminPaths.collections()} className="text-accent underline">
            Create one
          </Link>{' '}
          to group works in the gallery.
        </p>
      ) : (
        <ul className="space-y-1">
          {collections.map((collection) => (
            <li key={collection.id}>
              <CheckRow
                checked={value.includes(collection.id)}
                onCheckedChange={(checked) => toggle(collection.id, checked)}
                boxClassName="size-4 accent-accent"
              >
                <span>{collection.name}</span>
                {collection.is_gated && <StatusBadge tone="accent">Password-gated</StatusBadge>}
              </CheckRow>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 1 && (
        <div className="mt-4">
          <p id={`${id}-order`} className="text-xs text-muted">
            Order: the first collection decides the related works on the artwork page.
          </p>
          <ol ref={orderRef} aria-labelledby={`${id}-order`} className="mt-2 border border-line">
            {chosen.map((cid, index) => {
              const name = byId.get(cid)?.name ?? '';
              return (
                <li
                  key={cid}
                  data-cid={cid}
                  className="flex items-center gap-2 border-b border-line px-3 py-1 text-sm last:border-b-0"
                >
                  <span className="w-5 text-muted tabular-nums">{index + 1}.</span>
                  <span className="flex-1">
                    {name}
                    {index === 0 && <span className="ml-2 text-xs text-muted">(first)</span>}
                  </span>
                  <button
                    type="button"
                    className={orderButton}
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={orderButton}
                    aria-label={`Move ${name} down`}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
