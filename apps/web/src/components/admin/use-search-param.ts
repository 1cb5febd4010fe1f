import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box bound to a URL parameter (default `q`): the input follows every keystroke, the
 * URL (and so the query) follows after a pause and goes back to page 1. Back and Forward
 * restore the box. Returns the input's value, its setter and the committed term.
 */
export function useSearchParam(key = 'q', delay = 300) {
  const [params, setParams] = useSearchParams();
  const committed = params.get(key) ?? '';
  const [value, setValue] = useState(committed);
  const debounced = useDebouncedValue(value, delay);

  // The URL changed from outside (history): show its term.
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    if (committed !== value.trim()) setValue(committed);
  }

  useEffect(() => {
    const term = debounced.trim();
    if (term === committed) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (term) next.set(key, term);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only a new debounced term commits; the URL's own changes are handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return [value, setValue, committed] as const;
}
