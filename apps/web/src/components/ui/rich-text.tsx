import { cn } from '@/lib/cn';

interface RichTextProps {
  /** HTML already sanitised by the server (blog content, bio, artist notes). Never user input. */
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

/** Renders the server's HTML as is (docs/product.md §2) with the site's reading typography. */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  if (!html) return null;
  return <Tag className={cn('prose', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
