import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { makeArtwork } from '../testing/fixtures';
import { ArtworkMedia } from './artwork-media';

async function openViewer() {
  const utils = renderWithProviders(<ArtworkMedia artwork={makeArtwork(10)} />);
  const opener = screen.getByRole('button', { name: 'Zoom into Morning Fog, Pemaquid' });
  await utils.user.click(opener);
  // The viewer is its own chunk, there once it has loaded; it mounts when the chunk arrives, and
  // its focus trap takes focus in an effect right after (asserting at once failed now and then).
  const dialog = await screen.findByRole('dialog', { name: 'Morning Fog, Pemaquid: image viewer' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  const image = within(dialog).getByRole('img', { name: 'Morning Fog, Pemaquid' });
  const level = () => within(dialog).getByRole('status', { name: 'Zoom level' }).textContent;
  return { ...utils, opener, dialog, image, level };
}

/** jsdom's pointer events carry no coordinates; these do. */
function pointer(
  target: Element,
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  id: number,
  x: number,
  y = 0,
) {
  const event = createEvent[type](target, { pointerId: id });
  Object.defineProperties(event, {
    pointerId: { value: id },
    clientX: { value: x },
    clientY: { value: y },
  });
  fireEvent(target, event);
}

describe('ImageViewer', () => {
  it('opens as a modal dialog at 100% with focus inside', async () => {
    const { dialog, level, image } = await openViewer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(level()).toBe('100%');
    expect(image.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('zooms with + and = by 0.5, out with -, and resets with 0', async () => {
    const { user, level, image } = await openViewer();
    await user.keyboard('+');
    expect(level()).toBe('150%');
    await user.keyboard('=');
    expect(level()).toBe('200%');
    expect(image.style.transform).toContain('scale(2)');
    await user.keyboard('-');
    expect(level()).toBe('150%');
    await user.keyboard('0');
    expect(level()).toBe('100%');
    expect(image.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('stays between 0.5 and 5 and disables the buttons at the bounds', async () => {
    const { user, level, dialog } = await openViewer();
    for (let i = 0; i < 12; i += 1) await user.keyboard('+');
    expect(level()).toBe('500%');
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    for (let i = 0; i < 12; i += 1) await user.keyboard('-');
    expect(level()).toBe('50%');
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Fit to screen' }));
    expect(level()).toBe('100%');
  });

  it('zooms 0.01 per wheel delta unit and keeps the page from scrolling', async () => {
    const { level } = await openViewer();
    const stage = screen.getByTestId('viewer-stage');
    const wheel = createEvent.wheel(stage, { deltaY: -30, cancelable: true });
    fireEvent(stage, wheel);
    expect(level()).toBe('130%');
    expect(wheel.defaultPrevented).toBe(true);
    fireEvent.wheel(stage, { deltaY: 12 });
    expect(level()).toBe('118%');
    fireEvent.wheel(stage, { deltaY: 5000 });
    expect(level()).toBe('50%');
  });

  it('pinches with two pointers', async () => {
    const { level } = await openViewer();
    const stage = screen.getByTestId('viewer-stage');
    pointer(stage, 'pointerDown', 1, 100);
    pointer(stage, 'pointerDown', 2, 200);
    pointer(stage, 'pointerMove', 2, 300);
    expect(level()).toBe('200%');
    pointer(stage, 'pointerUp', 1, 100);
    pointer(stage, 'pointerUp', 2, 300);
  });

  it('keeps Tab inside, closes on Escape and returns focus to the opener', async () => {
    const { user, dialog, opener } = await openViewer();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: 'Close viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
