import { Button } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useSetArtworksVisibility } from '../api/set-artworks-visibility';

interface BulkVisibilityBarProps {
  selectedIds: number[];
  onDone: () => void;
}

const works = (n: number) => `${n} ${n === 1 ? 'artwork' : 'artworks'}`;

/** Shows or hides the selected works in one call (PUT /artworks/bulk/visibility). */
export function BulkVisibilityBar({ selectedIds, onDone }: BulkVisibilityBarProps) {
  const change = useSetArtworksVisibility();
  const count = selectedIds.length;

  const apply = async (isPublic: boolean) => {
    try {
      await change.mutateAsync({ artworkIds: selectedIds, isPublic });
      notify.success(`${works(count)} ${isPublic ? 'shown on the site' : 'hidden from the site'}`);
      onDone();
    } catch (error) {
      notify.error(errorMessage(error, 'The visibility could not be changed'));
    }
  };

  return (
    <div
      role="region"
      aria-label="Selected artworks"
      className="mb-3 flex flex-wrap items-center gap-2 border border-accent/40 bg-accent/5 px-4 py-2"
    >
      <p aria-live="polite" className="mr-auto text-sm font-medium">
        {works(count)} selected
      </p>
      <Button variant="secondary" size="sm" disabled={change.isPending} onClick={() => apply(true)}>
        Show on site
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={change.isPending}
        onClick={() => apply(false)}
      >
        Hide from site
      </Button>
      <Button variant="ghost" size="sm" disabled={change.isPending} onClick={onDone}>
        Clear selection
      </Button>
    </div>
  );
}
