/** docs/product.md §2: "Loading..." while the user is being determined. */
export function SessionLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center gap-3 bg-paper text-muted">
      <span
        aria-hidden="true"
        className="inline-block size-4 animate-spin rounded-full border-[1.5px] border-current border-r-transparent"
      />
      <p role="status">Loading...</p>
    </div>
  );
}
