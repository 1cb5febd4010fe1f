import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Where renderToString left a Suspense boundary for the browser: something in it had not
 * loaded (a lazy part) or failed. Text can never hold it: React escapes every `<` of the data.
 */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * The whole tree rendered synchronously, or null when a part of it was not ready. Nearly every
 * render is complete at once (the page's chunk is preloaded and its data is in the query
 * cache), and the synchronous renderer costs far less than the streaming one: measured on a
 * gallery page, 1.25 ms against 1.73 ms alone, and under load a quarter more pages a second
 * (decision 030, "Later: pages rendered at once").
 */
function renderAtOnce(tree: ReactNode): string | null {
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    // Suspended or failed outside any boundary: the waiting render says which, and waits.
    return null;
  }
  return html.includes(LEFT_TO_THE_BROWSER) ? null : html;
}

/** The tree rendered once everything in it has loaded; rejects with the first error. */
async function renderWaiting(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    // Never outlined: React moves a large Suspense boundary (the page, say) after the shell
    // with an inline script to put it back, which the CSP (script-src 'self') refuses. One
    // piece of HTML, in order, is also what a crawler should get.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A page that failed anywhere is better rendered by the browser than half-rendered here.
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTML of a tree, complete: rendered at once when it can be, otherwise waiting for its lazy
 * parts (until `signal` gives up). Either way the same bytes, which the browser hydrates.
 */
export async function renderHtml(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  return renderAtOnce(tree) ?? (await renderWaiting(tree, signal));
}
