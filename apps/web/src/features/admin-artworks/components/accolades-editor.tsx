import { useEffect, useId, useRef } from 'react';
import { inputClasses } from '@/components/admin';
import { Button, CloseIcon, PlusIcon } from '@/components/ui';

interface AccoladesEditorProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** Messages by line index (the schema's, e.g. "Keep each accolade to 300 characters"). */
  errors?: Array<string | undefined>;
}

/**
 * Prizes, exhibitions and publications, one line each: add, edit, remove. Enter in a line
 * starts a new one below it; the new line takes the focus.
 */
export function AccoladesEditor({ value, onChange, errors = [] }: AccoladesEditorProps) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // The line to focus once the list has re-rendered (a ref: focusing needs no render).
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll('input')[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const insert = (at: number) => {
    onChange([...value.slice(0, at), '', ...value.slice(at)]);
    focusIndex.current = at;
  };
  const remove = (at: number) => {
    onChange(value.filter((_, i) => i !== at));
    // Focus stays in the list: on the line that took its place, else the one before.
    if (value.length > 1) focusIndex.current = Math.min(at, value.length - 2);
  };

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">Accolades</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        Prizes, exhibitions and publications, one per line. They are listed on the artwork page.
      </p>
      {value.length > 0 && (
        <ul ref={listRef} className="mt-3 space-y-2">
          {value.map((line, index) => {
            const error = errors[index];
            return (
              <li key={index}>
                <div className="flex gap-2">
                  <input
                    type="text"
                    value={line}
                    aria-label={`Accolade ${index + 1}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error-${index}` : undefined}
                    placeholder="e.g. Shortlisted, Royal Academy Summer Exhibition 2025"
                    onChange={(event) =>
                      onChange(value.map((v, i) => (i === index ? event.target.value : v)))
                    }
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      insert(index + 1);
                    }}
                    className={inputClasses()}
                  />
                  <button
                    type="button"
                    aria-label={`Remove accolade ${index + 1}`}
                    onClick={() => remove(index)}
                    className="inline-flex size-11 shrink-0 items-center justify-center text-muted hover:bg-placeholder hover:text-ink"
                  >
                    <CloseIcon />
                  </button>
                </div>
                {error && (
                  <p id={`${id}-error-${index}`} className="mt-1 text-sm text-danger">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => insert(value.length)}>
        <PlusIcon width={16} height={16} />
        Add accolade
      </Button>
    </fieldset>
  );
}
