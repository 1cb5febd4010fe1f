import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms. Objects are compared by content, so a
 * new object with the same fields (every render of a watched form) does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(key) as T), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return debounced;
}
