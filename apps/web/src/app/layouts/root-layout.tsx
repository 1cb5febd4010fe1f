import { SERVER_HEAD_ATTRIBUTE } from '@atelier/core/page-data';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * Every route change scrolls to the top (docs/product.md §2; query-only changes keep the
 * position). The first render is not a route change: the browser placed the page itself (a
 * visitor may have scrolled while it loaded, or come back to a position), and moving it then
 * would pull the page from under a finger or a click.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The server writes the first page's canonical URL, social cards and structured data into the
 * head; after the first navigation they describe another page, so they go, and each page's
 * PageHead keeps the title, description and cards right from then on.
 */
function ForgetServerHead() {
  const { pathname, search } = useLocation();
  const first = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` === first.current) return;
    document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`).forEach((node) => node.remove());
  }, [pathname, search]);
  return null;
}

/** Wraps public and admin trees alike. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <ForgetServerHead />
      <Outlet />
    </>
  );
}
