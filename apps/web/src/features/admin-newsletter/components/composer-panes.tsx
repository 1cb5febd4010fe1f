import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Pane = 'write' | 'preview';
const PANES: [Pane, string][] = [
  ['write', 'Write'],
  ['preview', 'Preview'],
];

/**
 * The composer's two parts. On a wide screen (xl) the writing column takes the room and the
 * preview sits beside it at a phone's width; narrower, they are two tabs, "Write" and
 * "Preview", so neither is squeezed and the page never scrolls sideways (decision 049).
 */
export function ComposerPanes({ write, preview }: { write: ReactNode; preview: ReactNode }) {
  const id = useId();
  const [pane, setPane] = useState<Pane>('write');
  // WAI-ARIA tabs: arrows move between the two tabs and show the one they reach.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = pane === 'write' ? 'preview' : 'write';
    setPane(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div
        role="tablist"
        aria-label="Write or preview"
        onKeyDown={onKeyDown}
        className="-mb-4 flex border-b border-line xl:hidden"
      >
        {PANES.map(([key, label]) => (
          <button
            key={key}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={pane === key}
            aria-controls={`${id}-${key}`}
            tabIndex={pane === key ? 0 : -1}
            onClick={() => setPane(key)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm',
              pane === key
                ? 'border-ink font-medium'
                : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {PANES.map(([key]) => (
        <div
          key={key}
          id={`${id}-${key}`}
          role="tabpanel"
          aria-labelledby={`${id}-${key}-tab`}
          className={cn(
            'min-w-0',
            pane !== key && 'hidden xl:block',
            key === 'preview' && 'xl:sticky xl:top-6 xl:self-start',
          )}
        >
          {key === 'write' ? write : preview}
        </div>
      ))}
    </div>
  );
}
