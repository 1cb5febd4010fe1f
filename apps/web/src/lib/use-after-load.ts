import { useEffect, useState } from 'react';

/**
 * True a while after the page has loaded, when the browser is idle: parts of every page that
 * nobody needs in the first seconds load then, off the first load and clear of its main thread.
 */
export function useAfterLoad(delayMs = 0): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      timer = window.setTimeout(() => {
        idle =
          typeof window.requestIdleCallback === 'function'
            ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
            : window.setTimeout(() => setReady(true), 200);
      }, delayMs);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      window.clearTimeout(timer);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
    };
  }, [delayMs]);
  return ready;
}
