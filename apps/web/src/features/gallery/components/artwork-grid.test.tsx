import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { ArtworkGrid } from './artwork-grid';

// The cards' links are plain <a href> links (no <Link> each), navigated in the app by the
// grid's one handler (`useInAppLinks`), so they must behave as <Link>s did.
const renderGrid = (route = '/artwork?page=2') =>
  renderWithProviders(<ArtworkGrid artworks={[makeArtwork(7), makeArtwork(8)]} />, { route });

describe('the gallery grid', () => {
  it('opens a work in the app from its title, its picture and the keyboard', async () => {
    const { user, router } = renderGrid();
    const title = screen.getByRole('link', { name: 'Harbour 7' });
    expect(title).toHaveAttribute('href', '/artwork/7');
    await user.click(title);
    expect(router.state.location.pathname).toBe('/artwork/7');
    expect(router.state.historyAction).toBe('PUSH');

    await router.navigate('/artwork?page=2');
    const picture = screen.getByAltText('Harbour 8').closest('a')!;
    expect(picture).toHaveAttribute('href', '/artwork/8');
    expect(picture).toHaveAttribute('tabindex', '-1');
    await user.click(picture);
    expect(router.state.location.pathname).toBe('/artwork/8');

    await router.navigate('/artwork?page=2');
    screen.getByRole('link', { name: 'Harbour 8' }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/artwork/8');
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab)', () => {
    const { router } = renderGrid();
    const title = screen.getByRole('link', { name: 'Harbour 7' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent answers false when a handler prevented the browser's own action.
      expect(fireEvent.click(title, click), JSON.stringify(click)).toBe(true);
    }
    expect(router.state.location.pathname).toBe('/artwork');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('replaces the history entry for a link to where the visitor already is', async () => {
    const { user, router } = renderGrid('/artwork/7');
    await user.click(screen.getByRole('link', { name: 'Harbour 7' }));
    expect(router.state.location.pathname).toBe('/artwork/7');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
