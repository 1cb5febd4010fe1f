/**
 * Head of an admin page: a title that says it is the admin, and robots noindex so a leaked
 * admin URL never lands in a search engine (React 19 hoists both into <head>).
 */
export function AdminHead({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · Admin`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
