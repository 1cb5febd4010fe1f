// @vitest-environment node
import { lazy, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { renderHtml } from './render-html';

// The server renders pages at once when it can and waits for their lazy parts otherwise
// (decision 030); either way the HTML must be what the streaming renderer writes, complete.

async function streamed(tree: React.ReactNode) {
  const { prelude } = await prerenderToNodeStream(tree);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function Card({ title }: { title: string }) {
  return (
    <article>
      <h2>{title}</h2>
      <Suspense fallback={<p>Loading</p>}>
        <p>Oil on linen &amp; &lt;wax&gt;</p>
      </Suspense>
    </article>
  );
}

/** A part whose code arrives after a moment, as a chunk not loaded yet. */
const lateNote = () =>
  lazy(
    () =>
      new Promise<{ default: () => React.ReactNode }>((resolve) =>
        setTimeout(() => resolve({ default: () => <p>Related posts</p> }), 20),
      ),
  );

describe('renderHtml', () => {
  it('writes a tree that is ready the same bytes as the streaming renderer', async () => {
    const tree = (
      <main>
        <Card title='"Fog" </script>' />
        <Card title="Harbour" />
      </main>
    );
    const html = await renderHtml(tree);
    expect(html).toBe(await streamed(tree));
    expect(html).toContain('<h2>&quot;Fog&quot; &lt;/script&gt;</h2>');
  });

  it('waits for a lazy part that has not loaded: the HTML holds it, not its fallback', async () => {
    const Note = lateNote();
    const tree = (
      <main>
        <h1>A post</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Note />
        </Suspense>
      </main>
    );
    const html = await renderHtml(tree);
    expect(html).toContain('<p>Related posts</p>');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<!--$!-->');
    // Once loaded, the part renders at once, to the same bytes.
    expect(await renderHtml(tree)).toBe(html);
  });

  it('waits for a lazy part outside any boundary too', async () => {
    const Note = lateNote();
    expect(await renderHtml(<Note />)).toBe('<p>Related posts</p>');
  });

  it('rejects with the error of a part that fails, even inside a boundary', async () => {
    function Broken(): React.ReactNode {
      throw new Error('no such artwork');
    }
    const tree = (
      <Suspense fallback={<p>Loading</p>}>
        <Broken />
      </Suspense>
    );
    await expect(renderHtml(tree)).rejects.toThrow('no such artwork');
    await expect(renderHtml(<Broken />)).rejects.toThrow('no such artwork');
  });

  it('gives up waiting when the signal aborts', async () => {
    const Never = lazy(() => new Promise<{ default: () => React.ReactNode }>(() => {}));
    const tree = (
      <Suspense fallback={<p>Loading</p>}>
        <Never />
      </Suspense>
    );
    await expect(renderHtml(tree, AbortSignal.timeout(30))).rejects.toThrow();
  });
});
