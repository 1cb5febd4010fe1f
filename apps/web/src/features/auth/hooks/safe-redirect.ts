import { adminPaths } from '@/lib/admin-paths';

/**
 * Where to go after signing in: the admin page asked for in ?redirect=, else the dashboard.
 * Only same-site admin paths are followed, so a crafted link cannot send the artist elsewhere.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target) return adminPaths.dashboard();
  const isAdminPath = target === '/admin' || target.startsWith('/admin/');
  const isLogin = target.split(/[?#]/)[0] === adminPaths.login();
  if (!isAdminPath || isLogin || target.includes('//') || target.includes('\\')) {
    return adminPaths.dashboard();
  }
  return target;
}
