import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * One click handler, on a list, for the plain `<a href>` links inside it: a plain click (the
 * main button, no modifier key, no other target, no download) on a link of this site navigates
 * in the app, as React Router's `<Link>` does; any other click is the browser's (a new tab, a
 * download). Without JavaScript every link is an ordinary link.
 *
 * Why not a `<Link>` each: a `<Link>` resolves its path against the route matches and
 * subscribes to the location on every render, and a gallery page holds 40 links to works; the
 * server renders each of those pages, uncached, on every request (decision 030, "Later: a
 * gallery page's links").
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      // As a <Link>: a link to where the visitor already is replaces the history entry.
      navigate(to, { replace: to === here });
    },
    [navigate, here],
  );
}
