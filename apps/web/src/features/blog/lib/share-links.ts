/** What a post shares (docs/product.md §2 share block). */
export interface ShareTarget {
  url: string;
  title: string;
  description: string;
  /** Absolute image URL for Pinterest, which pins a picture. */
  image?: string | null;
}

export interface ShareLink {
  name: string;
  href: string;
  /** Web intents open in a new tab; mail opens the visitor's mail program instead. */
  newTab: boolean;
}

const q = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search.toString();
};

/** Share links of the big networks' public web intents, plus email. */
export function shareLinks({ url, title, description, image }: ShareTarget): ShareLink[] {
  return [
    {
      name: 'Email',
      // mailto wants %20 for spaces, not the + of URLSearchParams.
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${description}\n\n${url}`)}`,
      newTab: false,
    },
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`,
      newTab: true,
    },
    {
      name: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?${q({ url, text: title })}`,
      newTab: true,
    },
    {
      name: 'Pinterest',
      href: `https://www.pinterest.com/pin/create/button/?${q({ url, media: image, description: title })}`,
      newTab: true,
    },
  ];
}
