import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadToasts } from '@/lib/toast';
import { logoutIntent } from '@/features/auth/hooks/logout-intent';
import { consoleErrors, resetConsoleErrors } from './console';

// STYLE #12: an unexpected console.error (a React warning, an act() warning, a failed
// prop type) fails the test that caused it instead of scrolling by unnoticed.
// The files of a worker share this module state (isolate: false), and this setup file runs
// again for each of them: wrap console.error once.
const RECORDING = Symbol.for('atelier.recordsConsoleErrors');
const record = console.error as typeof console.error & { [RECORDING]?: true };
if (!record[RECORDING]) {
  const originalError = console.error;
  console.error = Object.assign(
    (...args: unknown[]) => {
      consoleErrors.push(args);
      originalError(...args);
    },
    { [RECORDING]: true as const },
  );
}

// findBy*/waitFor give up after 1 s by default; a lazy route's first import on a loaded 2-core
// CI machine can take longer. The assertions are unchanged, only the patience.
configure({ asyncUtilTimeout: 5000 });

// In the browser react-hot-toast arrives after the page (lib/toast.ts); in tests it is there from
// the start, so a toast is shown (and can be spied on) at the moment it is asked for.
beforeAll(() => loadToasts());

// A few files run in Node without a DOM (`@vitest-environment node`: the server renderer).
const hasDom = typeof window !== 'undefined';

beforeEach(() => {
  resetConsoleErrors();
  if (!hasDom) return;
  // jsdom does not implement scrolling; it would report "Not implemented" through console.error.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  logoutIntent.end();
  if (hasDom) {
    cleanup();
    // The files of a worker share one document: leave it as a fresh one starts, whatever a
    // test rendered outside Testing Library (a portal, a server-rendered string).
    document.body.innerHTML = '';
    localStorage.clear();
    sessionStorage.clear();
  }
  const errors = consoleErrors.splice(0);
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error in this test:\n${text}`);
  }
});
