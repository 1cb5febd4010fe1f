/** The document title of an admin page, marked as the admin's. */
export function AdminHead({ title }: { title: string }) {
  return <title>{`${title} · Admin`}</title>;
}

/**
 * robots noindex for every admin page (rendered by the admin shell and the login screen), so
 * a leaked admin URL never lands in a search engine. React 19 hoists it into <head>.
 */
export function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}
