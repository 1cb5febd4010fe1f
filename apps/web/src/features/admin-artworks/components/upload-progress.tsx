import { textLinkClasses } from '@/components/ui';
import { cn } from '@/lib/cn';
interface UploadProgressProps {
  /** 0..1 */
  progress: number;
  label: string;
  onCancel: () => void;
}

/** A real progress bar of the bytes sent, with its percentage and a way to stop. */
export function UploadProgress({ progress, label, onCancel }: UploadProgressProps) {
  const percent = Math.round(progress * 100);
  // At 100% the server is still making the sizes for the site: say so instead of hanging at 100.
  const text = percent >= 100 ? 'Processing…' : `${percent}%`;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent >= 100 ? 'Processing' : `${percent}%`}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-placeholder"
      >
        <div
          className="h-full bg-accent transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-20 text-xs text-muted tabular-nums">{text}</span>
      <button type="button" onClick={onCancel} className={cn('text-xs', textLinkClasses)}>
        Cancel upload
      </button>
    </div>
  );
}
