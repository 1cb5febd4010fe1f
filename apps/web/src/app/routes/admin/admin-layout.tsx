import { Outlet } from 'react-router';

/**
 * Admin shell for every /admin page except login. PLACEHOLDER: the admin engineer adds the
 * login guard here (SPEC §2: "Loading..." while the session is checked with GET /auth/me, then
 * redirect with replace to /admin/login when signed out) and subscribes to `onUnauthorized`
 * from lib/api-client to send any later 401 back to the login page.
 */
export function Component() {
  return (
    <div className="min-h-dvh bg-paper">
      <main id="main" className="mx-auto max-w-(--container-page) px-5 py-8">
        <Outlet />
      </main>
    </div>
  );
}
