import { galleryParams, isPreviewCollectionName, pageTitle } from '@atelier/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '@/components/ui';
import { paths, withQuery } from '@/lib/paths';
import { useSiteName } from '@/lib/public-settings';
import { useCollections } from '../api/get-collections';
import { CollectionWorks, type GateAccess } from './collection-works';

interface PreviewCollectionProps {
  access: GateAccess & { expiresAt: number | null };
  gate: ReactNode;
}

const until = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/** /preview: the gated collection's works behind the gate (docs/product.md §2, §4). */
export function PreviewCollection({ access, gate }: PreviewCollectionProps) {
  const [search] = useSearchParams();
  const { page } = galleryParams(search);
  const collections = useCollections();
  const preview = collections.data?.find((c) => c.is_gated || isPreviewCollectionName(c.name));
  const siteName = useSiteName();
  const count = preview?.artwork_count ?? 0;

  return (
    <div className="mx-auto max-w-(--container-page) px-5 py-12 md:px-10 md:py-16">
      <PageHead
        title={pageTitle('Preview', siteName)}
        description="New paintings shown to mailing-list subscribers before they are released."
      />
      <header className="mx-auto max-w-2xl text-center">
        <p className="label-caps">Private preview</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{preview?.name ?? 'Preview'}</h1>
        <p className="mt-4 text-muted">
          {preview?.description ??
            'New paintings shown to mailing-list subscribers before they are released.'}
        </p>
        {access.granted && access.expiresAt ? (
          <p className="mt-4 text-sm text-muted">
            Your access lasts until {until.format(access.expiresAt)} in this browser.
          </p>
        ) : (
          count > 0 && (
            <p className="mt-4 font-display text-xl">
              {count === 1 ? 'One new painting is waiting.' : `${count} new paintings are waiting.`}
            </p>
          )
        )}
      </header>
      <div className="mt-12">
        <CollectionWorks
          collection={preview?.name ?? 'preview'}
          collectionName={preview?.name}
          available={false}
          page={page}
          gated
          access={access}
          gate={gate}
          hrefForPage={(p) => withQuery(paths.preview(), { page: p > 1 ? p : undefined })}
          emptyAction={
            <Link to={paths.artworks()} className="text-accent underline underline-offset-4">
              See the gallery
            </Link>
          }
        />
      </div>
    </div>
  );
}
