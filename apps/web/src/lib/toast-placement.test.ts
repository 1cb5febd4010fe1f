import { describe, expect, it } from 'vitest';
import { toastPlace, zoneOf } from './toast-placement';

const box = (left: number, top: number, right: number, bottom: number) => ({
  left,
  top,
  right,
  bottom,
});

describe('toastPlace', () => {
  it('puts toasts top-right below the header on wide screens, at the bottom on phones', () => {
    expect(toastPlace(1280, 800, [])).toBe('top-right');
    expect(zoneOf('top-right', 1280, 800)).toEqual(box(914, 96, 1264, 176));
    expect(toastPlace(390, 844, [])).toBe('bottom-center');
    expect(zoneOf('bottom-center', 390, 844)).toEqual(box(16, 748, 374, 828));
  });

  it('moves a toast off the button it confirms, to the other end of the screen', () => {
    // A Save at the top right of a wide screen, under where the toast would be.
    expect(toastPlace(1280, 800, [box(1150, 120, 1240, 160)])).toBe('bottom-right');
    // A save bar at the bottom of a phone.
    expect(toastPlace(390, 844, [box(0, 780, 390, 844)])).toBe('top-center');
    // A button elsewhere changes nothing.
    expect(toastPlace(1280, 800, [box(40, 120, 200, 160)])).toBe('top-right');
  });

  it('keeps the usual place when every place would cover something', () => {
    expect(toastPlace(390, 844, [box(0, 100, 390, 160), box(0, 780, 390, 844)])).toBe(
      'bottom-center',
    );
  });
});
