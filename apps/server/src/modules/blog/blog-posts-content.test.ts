import { beforeEach, describe, expect, it } from 'vitest';
import { createPost, resetBlog } from '../../test/factories/blog';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
beforeEach(() => resetBlog(t.app.db));

const create = (payload: Record<string, unknown>) =>
  t.admin('POST', '/api/v1/blog/posts', { title: 'Post', ...payload });
const update = (id: number, payload: Record<string, unknown>) =>
  t.admin('PUT', `/api/v1/blog/posts/${id}`, payload);

const YOUTUBE_IFRAME =
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Studio"></iframe>';

describe('content sanitisation', () => {
  it('removes scripts, event handlers and javascript: links and keeps safe HTML', async () => {
    const res = await create({
      content: [
        '<p>Hello <strong>world</strong></p>',
        '<script>alert(1)</script>',
        '<img src="https://example.com/a.jpg" alt="a" onerror="alert(2)">',
        '<a href="javascript:alert(3)">click</a>',
        '<a href="https://example.com" target="_blank">ok</a>',
        YOUTUBE_IFRAME,
        '<iframe src="https://evil.example.com/embed"></iframe>',
      ].join(''),
    });
    expect(res.statusCode).toBe(201);
    const html: string = res.json().data.content;
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|javascript:|evil\.example/i);
    expect(html).toContain('<p>Hello <strong>world</strong></p>');
    expect(html).toContain('<img src="https://example.com/a.jpg" alt="a" />');
    expect(html).toContain('<a>click</a>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(html).toContain(YOUTUBE_IFRAME);
  });

  it('sanitises content on update as well', async () => {
    const post = await createPost(t.app.db);
    const res = await update(post.id, { content: '<p onclick="x()">Hi</p><script>bad()</script>' });
    expect(res.json().data.content).toBe('<p>Hi</p>');
  });

  it('trims the excerpt and keeps it as plain text', async () => {
    const res = await create({ excerpt: '   Fish & chips at 5 < 6   ' });
    expect(res.json().data.excerpt).toBe('Fish & chips at 5 < 6');
  });
});

describe('video URL rules', () => {
  it.each([
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['vimeo', 'https://vimeo.com/123456789'],
    ['vimeo', 'https://player.vimeo.com/video/123456789'],
    ['self-hosted', '/uploads/videos/studio.mp4'],
    ['self-hosted', 'https://cdn.example.com/v/studio.webm'],
  ])('accepts a %s video %s', async (video_provider, video_url) => {
    const res = await create({ video_provider, video_url });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ video_provider, video_url });
  });

  it.each([
    ['youtube', 'https://vimeo.com/123456789', 'video_url'],
    ['vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video_url'],
    ['youtube', 'https://evil.example.com/watch?v=dQw4w9WgXcQ', 'video_url'],
    ['self-hosted', 'https://example.com/page.html', 'video_url'],
    ['self-hosted', 'javascript:alert(1)//x.mp4', 'video_url'],
    ['dailymotion', 'https://www.dailymotion.com/video/x7', 'video_provider'],
    [undefined, 'https://youtu.be/dQw4w9WgXcQ', 'video_provider'],
  ])('refuses provider %s with %s (400 naming %s)', async (video_provider, video_url, field) => {
    const res = await create({ video_provider, video_url });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.startsWith(`${field}: `)).toBe(true);
  });

  /** A post that shows a YouTube video. */
  const youtubePost = () =>
    createPost(t.app.db, { video_url: 'https://youtu.be/dQw4w9WgXcQ', video_provider: 'youtube' });

  it('checks the provider against the stored URL on update', async () => {
    const post = await youtubePost();
    const res = await update(post.id, { video_provider: 'vimeo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'video_url: Video URL must be a YouTube, Vimeo or self-hosted video link matching the provider',
    );
    const ok = await update(post.id, {
      video_provider: 'vimeo',
      video_url: 'https://vimeo.com/42424242',
    });
    expect(ok.json().data).toMatchObject({
      video_provider: 'vimeo',
      video_url: 'https://vimeo.com/42424242',
    });
  });

  it('drops the provider when the video is removed', async () => {
    const post = await youtubePost();
    const res = await update(post.id, { video_url: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ video_url: null, video_provider: null });
  });
});
