import { Skeleton } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useBlogCategories } from '../api/get-blog-categories';

interface CategoryFilterProps {
  /** Slug of the chosen category; undefined for all posts. */
  active: string | undefined;
  onSelect: (slug: string | undefined) => void;
}

const pill = (pressed: boolean) =>
  cn(
    'inline-flex min-h-10 items-center gap-1.5 border px-4 text-sm transition-colors duration-150',
    pressed ? 'border-ink bg-ink text-paper' : 'border-line bg-surface text-ink hover:border-ink',
  );

/**
 * "All" plus one toggle button per category with its number of published posts (docs/product.md §2).
 * Without categories (still loading, failed or none) only "All" shows: the list works anyway.
 */
export function CategoryFilter({ active, onSelect }: CategoryFilterProps) {
  const { data: categories, isPending } = useBlogCategories();
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={!active}
        className={pill(!active)}
        onClick={() => onSelect(undefined)}
      >
        All
      </button>
      {isPending && [0, 1, 2].map((i) => <Skeleton key={i} className="h-10 w-28" />)}
      {categories?.map((category) => (
        <button
          key={category.id}
          type="button"
          aria-pressed={active === category.slug}
          className={pill(active === category.slug)}
          onClick={() => onSelect(category.slug)}
        >
          {category.name}{' '}
          <span className={active === category.slug ? 'text-paper/80' : 'text-muted'}>
            ({category.post_count})
          </span>
        </button>
      ))}
    </div>
  );
}
