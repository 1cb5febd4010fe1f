import { paths } from '@/lib/paths';

/**
 * Where to go after signing in: the admin page asked for in ?redirect=, else the dashboard.
 * Only same-site admin paths are followed, so a crafted link cannot send the artist elsewhere.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target) return paths.admin.dashboard();
  const isAdminPath = target === '/admin' || target.startsWith('/admin/');
  const isLogin = target.split(/[?#]/)[0] === paths.admin.login();
  if (!isAdminPath || isLogin || target.includes('//') || target.includes('\\')) {
    return paths.admin.dashboard();
  }
  return target;
}
