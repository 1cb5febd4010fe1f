/**
 * Old and friendly URLs, matched on the lowercase path without a trailing slash. The server
 * answers them with a permanent redirect before the app starts; the app, reached by a link,
 * replaces the history entry. Both keep the query string.
 */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/gallery': '/artwork',
  '/paintings': '/artwork',
  '/portfolio': '/artwork',
  '/shop': '/artwork',
  '/store': '/artwork',
  '/bio': '/about',
  '/artist': '/about',
  '/newsletter': '/mailing-list',
  '/subscribe': '/mailing-list',
  '/contact-me': '/contact',
  '/commissions': '/contact',
};

/** Target of an alias path ('/Gallery/' -> '/artwork'), or null when it is not an alias. */
export function resolveAlias(pathname: string): string | null {
  const key = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return PATH_ALIASES[key] ?? null;
}
