import { describe, expect, it } from 'vitest';
import { ResponseCache, weakEtag, type CachedResponse, type CacheScope } from './response-cache';

const response = (text: string): CachedResponse => {
  const body = Buffer.from(text);
  return { status: 200, contentType: 'text/html', body, etag: weakEtag(body) };
};

/** A computation the test finishes by hand, counting how many were started. */
function slowPage(text: string, scopes: CacheScope[] = ['works']) {
  let runs = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const compute = async () => {
    runs++;
    await gate;
    const answer = response(text);
    return { answer, keep: { response: answer, scopes } };
  };
  return { compute, release, runs: () => runs };
}

/** Lets every pending callback run, so a started computation reaches its gate. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Fills the gallery page (which shows works) while a write to `written` happens mid-way. */
async function fillAcrossWrite(text: string, written: CacheScope[]) {
  const cache = new ResponseCache(60_000);
  const page = slowPage(text, ['works']);
  const pending = cache.fill('page:/artwork', page.compute);
  await nextTurn();
  cache.invalidate(written);
  page.release();
  return { cache, answer: (await pending) as CachedResponse };
}

describe('ResponseCache.fill', () => {
  it('computes a crowd of misses for one key once, and every one gets its answer', async () => {
    const cache = new ResponseCache(60_000);
    const page = slowPage('gallery');
    const crowd = Array.from({ length: 20 }, () => cache.fill('page:/artwork', page.compute));
    await nextTurn();
    page.release();
    const answers = await Promise.all(crowd);
    expect(page.runs()).toBe(1);
    expect(answers.map((a) => (a as CachedResponse).body.toString())).toEqual(
      Array(20).fill('gallery'),
    );
    expect(cache.stats.coalesced).toBe(19);
  });

  it('off, has each request compute its own answer at once, none waiting for another', async () => {
    const cache = new ResponseCache(0);
    const page = slowPage('gallery');
    const crowd = Array.from({ length: 5 }, () => cache.fill('page:/artwork', page.compute));
    await nextTurn();
    expect(page.runs()).toBe(5);
    page.release();
    expect(await Promise.all(crowd)).toHaveLength(5);
    expect(cache.stats.coalesced).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('never keeps what was computed across a write to the data it shows', async () => {
    const { cache, answer } = await fillAcrossWrite('old gallery', ['works']);
    expect(answer.body.toString()).toBe('old gallery');
    expect(cache.get('page:/artwork')).toBeNull();
  });

  it('keeps an entry across a write to data it does not show', async () => {
    const { cache } = await fillAcrossWrite('gallery', ['posts']);
    expect(cache.get('page:/artwork')?.body.toString()).toBe('gallery');
    cache.invalidate(['site']);
    expect(cache.get('page:/artwork')).toBeNull();
  });

  it('keeps nothing a computation says not to keep (a redirect, a missing page)', async () => {
    const cache = new ResponseCache(60_000);
    const answer = await cache.fill('page:/old', async () => ({ answer: { redirect: '/new' } }));
    expect(answer).toEqual({ redirect: '/new' });
    expect(cache.size).toBe(0);
  });
});
