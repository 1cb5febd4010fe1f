import { describe, expect, it } from 'vitest';
import { clampZoom, deepZoomView, zoomFromWheel } from './zoom';

describe('zoom rules', () => {
  it('keeps 0.5 to 5 and moves the wheel 0.01 per delta unit', () => {
    expect(clampZoom(7)).toBe(5);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(zoomFromWheel(1, -50)).toBe(1.5);
  });
});

describe('deepZoomView', () => {
  // A 3:2 painting fitted into a 1000 × 800 stage at 90%: 900 × 600.
  const image = { width: 900, height: 600 };
  const stage = { width: 1000, height: 800 };

  it('at 1 and centred, shows the whole image at its fitted width', () => {
    expect(deepZoomView(1, { x: 0, y: 0 }, image, stage)).toEqual({
      zoom: 0.9,
      center: { x: 0.5, y: 1 / 3 },
    });
  });

  it('at 5, draws the image five times as wide', () => {
    expect(deepZoomView(5, { x: 0, y: 0 }, image, stage).zoom).toBe(4.5);
  });

  it('moved right by a quarter of its shown width, looks a quarter further left', () => {
    // Shown 1800 px wide at 2; a pan of 450 px to the right is a quarter of it.
    const view = deepZoomView(2, { x: 450, y: -300 }, image, stage);
    expect(view.center.x).toBeCloseTo(0.25);
    expect(view.center.y).toBeCloseTo(1 / 3 + 300 / 1800);
  });
});
