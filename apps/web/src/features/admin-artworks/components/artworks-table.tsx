import type { Artwork } from '@atelier/core';
import { Link } from 'react-router';
import { DataTable, RowButton, StatusBadge, actionsColumn, type Column } from '@/components/admin';
import { Price } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { ArtworkThumbnail } from './artwork-thumbnail';
import { AvailabilityBadge } from './availability-badge';
import { SelectAllCheckbox } from './select-all-checkbox';

interface ArtworksTableProps {
  artworks: Artwork[];
  busy: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onDelete: (artwork: Artwork) => void;
}

const none = <span className="text-muted">—</span>;

/** Every field an artist scans for, dense and calm; below 1024 px a card per work. */
export function ArtworksTable({
  artworks,
  busy,
  selected,
  onSelect,
  onDelete,
}: ArtworksTableProps) {
  const ids = artworks.map((a) => a.id);
  const columns: Column<Artwork>[] = [
    {
      key: 'select',
      header: (
        <SelectAllCheckbox
          selected={ids.filter((id) => selected.has(id)).length}
          total={ids.length}
          onChange={(all) => onSelect(ids, all)}
        />
      ),
      className: 'w-10',
      card: 'title',
      cell: (a) => (
        <input
          type="checkbox"
          aria-label={`Select ${a.title}`}
          checked={selected.has(a.id)}
          onChange={(event) => onSelect([a.id], event.target.checked)}
          className="size-4 accent-accent align-middle"
        />
      ),
    },
    {
      key: 'image',
      header: <span className="sr-only">Image</span>,
      className: 'w-14',
      card: 'title',
      cell: (a) => <ArtworkThumbnail artwork={a} />,
    },
    {
      key: 'title',
      header: 'Title',
      card: 'title',
      cell: (a) => (
        <Link to={adminPaths.artworkEdit(a.id)} className="font-medium hover:underline">
          {a.title}
        </Link>
      ),
    },
    {
      key: 'year',
      header: 'Year',
      className: 'hidden sm:table-cell tabular-nums',
      cell: (a) => a.year_created ?? none,
    },
    {
      key: 'availability',
      header: 'Availability',
      className: 'hidden sm:table-cell',
      cell: (a) => <AvailabilityBadge artwork={a} />,
    },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      className: 'hidden md:table-cell',
      cell: (a) => (a.price === null ? none : <Price amount={a.price} />),
    },
    {
      key: 'collections',
      header: 'Collections',
      className: 'hidden lg:table-cell text-muted',
      cell: (a) => (a.collections.length ? a.collections.map((c) => c.name).join(', ') : none),
    },
    {
      key: 'featured',
      header: 'Featured',
      className: 'hidden lg:table-cell',
      // A card per work is long enough on a phone; featuring is set on the work's page.
      card: 'hidden',
      cell: (a) => (a.featured ? <StatusBadge tone="accent">Featured</StatusBadge> : none),
    },
    {
      key: 'visibility',
      header: 'Visibility',
      className: 'hidden sm:table-cell',
      cell: (a) =>
        a.is_public ? (
          <StatusBadge tone="success">Visible</StatusBadge>
        ) : (
          <StatusBadge>Hidden</StatusBadge>
        ),
    },
    actionsColumn(
      (a) => (
        <>
          <Link
            to={adminPaths.artworkEdit(a.id)}
            aria-label={`Edit ${a.title}`}
            className="inline-flex min-h-9 items-center px-3 text-sm font-medium hover:bg-placeholder"
          >
            Edit
          </Link>
          {/* Phones keep the row narrow: deleting is on the work's own page there. */}
          <span className="hidden sm:inline">
            <RowButton what={a.title} onClick={() => onDelete(a)}>
              Delete
            </RowButton>
          </span>
        </>
      ),
      { className: 'whitespace-nowrap' },
    ),
  ];
  return (
    <DataTable
      caption="Artworks"
      columns={columns}
      rows={artworks}
      rowClassName={(a) => (selected.has(a.id) ? 'bg-accent/5' : undefined)}
      busy={busy}
    />
  );
}
