import { META_DESCRIPTION_LENGTH, metaDescription, pageTitle, readingTime } from '@atelier/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { cn } from '@/lib/cn';
import { useSiteName } from '@/lib/public-settings';
import type { PostFormValues } from './post-form-model';

interface ExcerptFieldProps {
  /** Names of the chosen categories: the description without an excerpt mentions them. */
  categoryNames: string[];
}

/**
 * The excerpt, with a live preview of what search engines and shared links show: the meta
 * description of docs/product.md §2 (its first 155 characters and "...", else a sentence from the title).
 */
export function ExcerptField({ categoryNames }: ExcerptFieldProps) {
  const { register, control, formState } = useFormContext<PostFormValues>();
  const siteName = useSiteName();
  const [excerpt, title, slug, content] = useWatch({
    control,
    name: ['excerpt', 'title', 'slug', 'content'],
  });
  const length = excerpt.trim().length;
  const over = length > META_DESCRIPTION_LENGTH;
  const description = metaDescription(excerpt, title, categoryNames, readingTime(content));

  return (
    <div className="space-y-3">
      <FormField
        label="Excerpt"
        error={formState.errors.excerpt?.message}
        aside={
          <span className={cn(over && 'text-[#6b4a06]')}>
            {length} / {META_DESCRIPTION_LENGTH}
          </span>
        }
        hint={
          over
            ? `Search results and shared links show the first ${META_DESCRIPTION_LENGTH} characters.`
            : 'A sentence or two shown on the blog list, in search results and in shared links.'
        }
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={inputClasses('resize-y')}
            {...register('excerpt')}
          />
        )}
      </FormField>
      <figure className="border border-line bg-paper p-4">
        <figcaption className="label-caps mb-2">Search and share preview</figcaption>
        <p className="font-medium text-accent-strong">
          {pageTitle(title || 'Untitled post', siteName)}
        </p>
        <p className="truncate text-xs text-success">
          {window.location.host}/blog/{slug || '…'}
        </p>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </figure>
    </div>
  );
}
