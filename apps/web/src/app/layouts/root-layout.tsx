import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** SPEC §2: every route change scrolls to the top (query-only changes keep the position). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Wraps public and admin trees alike. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
