/** SPEC §2: /cv is a hidden page with this exact text. */
export function Component() {
  return (
    <div className="mx-auto max-w-(--container-page) px-5 py-16 md:px-10">
      <title>CV</title>
      <meta name="robots" content="noindex" />
      <p>CV Page (Hidden)</p>
    </div>
  );
}
