import { describe, expect, it } from 'vitest';
import { videoSource } from './video';

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/embed/abc123XYZ', 'https://www.youtube-nocookie.com/embed/abc123XYZ'],
    ['https://youtube.com/shorts/abc123XYZ', 'https://www.youtube-nocookie.com/embed/abc123XYZ'],
    [
      'https://www.youtube.com/watch?feature=share&v=abc123XYZ',
      'https://www.youtube-nocookie.com/embed/abc123XYZ',
    ],
  ])('turns %s into a no-cookie embed', (url, src) => {
    expect(videoSource(url, 'youtube')).toEqual({ kind: 'iframe', src });
  });

  it('uses the Vimeo player for vimeo links', () => {
    expect(videoSource('https://player.vimeo.com/video/42', 'vimeo')).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/42',
    });
  });

  it('needs both a URL and a provider, and a URL that matches the provider', () => {
    expect(videoSource(null, 'youtube')).toBeNull();
    expect(videoSource('https://youtu.be/abc123XYZ', null)).toBeNull();
    expect(videoSource('https://vimeo.com/42', 'youtube')).toBeNull();
    expect(videoSource('javascript:alert(1)', 'self-hosted')).toBeNull();
  });
});
