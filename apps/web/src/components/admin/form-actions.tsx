import { Button } from '@/components/ui';
import { cn } from '@/lib/cn';

interface FormActionsProps {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  saveLabel?: string;
  /** A form for something not yet saved: untouched, it is "Not saved yet", never "All changes saved". */
  isNew?: boolean;
  className?: string;
}

/**
 * The save bar of an admin form (Shopify's contextual save bar): it sticks to the bottom of
 * the screen, says whether anything changed, and offers Discard and Save. Save is a submit
 * button, shows progress and cannot be pressed twice.
 */
export function FormActions({
  dirty,
  saving,
  onDiscard,
  saveLabel = 'Save',
  isNew = false,
  className,
}: FormActionsProps) {
  return (
    <div
      // Kept on screen: toasts go elsewhere (lib/toast-placement.ts).
      data-toast-avoid=""
      className={cn(
        'sticky bottom-0 z-30 -mx-4 mt-8 flex items-center justify-end gap-3 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:-mx-10 md:px-10',
        className,
      )}
    >
      <p aria-live="polite" className="mr-auto text-sm text-muted">
        {dirty ? 'Unsaved changes' : isNew ? 'Not saved yet' : 'All changes saved'}
      </p>
      <Button variant="ghost" size="sm" disabled={!dirty || saving} onClick={onDiscard}>
        Discard
      </Button>
      <Button type="submit" size="sm" disabled={!dirty} loading={saving} loadingLabel="Saving">
        {saveLabel}
      </Button>
    </div>
  );
}
