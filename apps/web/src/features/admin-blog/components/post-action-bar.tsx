import { Button } from '@/components/ui';
import type { SaveAction } from './post-form-model';

interface PostActionBarProps {
  /** A published post is updated or unpublished; any other is saved, scheduled or published. */
  published: boolean;
  dirty: boolean;
  /** The action being saved: its button spins, the others wait. */
  pending: SaveAction | null;
  onAction: (action: SaveAction) => void;
  onPreview: () => void;
}

/**
 * The editor's actions, stuck to the bottom of the screen so they are always at hand. Only one
 * save runs at a time: the busy button ignores presses, the others are disabled meanwhile.
 */
export function PostActionBar({
  published,
  dirty,
  pending,
  onAction,
  onPreview,
}: PostActionBarProps) {
  const action = (name: SaveAction, label: string, variant: 'primary' | 'secondary') => (
    <Button
      key={name}
      variant={variant}
      size="sm"
      loading={pending === name}
      loadingLabel="Saving"
      disabled={pending !== null && pending !== name}
      onClick={() => onAction(name)}
    >
      {label}
    </Button>
  );
  return (
    // Kept on screen: toasts go elsewhere (lib/toast-placement.ts).
    <div
      data-toast-avoid=""
      className="sticky bottom-0 z-30 -mx-4 mt-8 flex items-center justify-end gap-2 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:-mx-10 md:px-10"
    >
      <p aria-live="polite" className="mr-auto hidden text-sm text-muted sm:block">
        {dirty ? 'Unsaved changes' : 'No unsaved changes'}
      </p>
      <Button variant="ghost" size="sm" className="max-sm:px-2" onClick={onPreview}>
        {/* Phones show an eye so the three actions fit on one row. */}
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="size-5 sm:hidden">
          <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" stroke="currentColor" />
          <circle cx="10" cy="10" r="2.5" stroke="currentColor" />
        </svg>
        <span className="max-sm:sr-only">Preview</span>
      </Button>
      {published
        ? [action('unpublish', 'Unpublish', 'secondary'), action('update', 'Update', 'primary')]
        : [
            action('draft', 'Save draft', 'secondary'),
            action('schedule', 'Schedule', 'secondary'),
            action('publish', 'Publish now', 'primary'),
          ]}
    </div>
  );
}
