import { artworkDimensions, artworkMedium, type Artwork } from '@atelier/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { textLinkClasses } from '@/components/ui';

/** Year, medium ("material on substrate"), size ("H × W in") and collections as a label list. */
export function ArtworkFacts({ artwork }: { artwork: Artwork }) {
  const medium = artworkMedium(artwork.material, artwork.substrate);
  const size = artworkDimensions(artwork.height, artwork.width);
  const rows: Array<[string, React.ReactNode]> = [];
  if (artwork.year_created) rows.push(['Year', artwork.year_created]);
  if (medium) rows.push(['Medium', medium]);
  if (size) rows.push(['Size', size]);
  if (artwork.collections.length > 0) {
    rows.push([
      artwork.collections.length === 1 ? 'Collection' : 'Collections',
      <span className="flex flex-wrap gap-x-3">
        {artwork.collections.map((c) => (
          <Link key={c.id} to={paths.artworks({ collection: c.name })} className={textLinkClasses}>
            {c.name}
          </Link>
        ))}
      </span>,
    ]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-line py-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="label-caps self-baseline">{term}</dt>
          <dd className="self-baseline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
