/** A framed picture: the toolbar's "Artwork card". Decorative; the button has the name. */
export function FrameIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
      <rect x="2.5" y="2.5" width="15" height="15" stroke="currentColor" />
      <rect x="5.5" y="5.5" width="9" height="9" stroke="currentColor" />
    </svg>
  );
}

/** A page of text: the toolbar's "Blog post card". Decorative; the button has the name. */
export function PageIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
      <path d="M4.5 2.5h8l3 3v12h-11z" stroke="currentColor" />
      <path d="M7 8.5h6M7 11.5h6M7 14.5h4" stroke="currentColor" />
    </svg>
  );
}
