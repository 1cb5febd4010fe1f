import { BlogCategoryInput, type BlogCategory } from '@atelier/core';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { CheckRow, inputClasses } from '@/components/admin';
import { Button, QueryState, Skeleton } from '@/components/ui';
import { errorMessage } from '@/lib/toast';
import { useCreateCategory } from '../api/create-category';
import { useCategories } from '../api/get-categories';
import type { PostFormValues } from './post-form-model';

/** A name typed again ("studio notes") picks the category that exists instead of a twin. */
const findByName = (list: BlogCategory[], name: string) =>
  list.find((c) => c.name.trim().toLowerCase() === name.trim().toLowerCase());

/** Checkboxes of the categories, and a new one created inline (POST /blog/categories). */
export function CategoriesField() {
  const id = useId();
  const { control, formState } = useFormContext<PostFormValues>();
  const { field } = useController({ control, name: 'category_ids' });
  const categories = useCategories();
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const selected = new Set(field.value);

  const toggle = (categoryId: number, on: boolean) =>
    field.onChange(on ? [...field.value, categoryId] : field.value.filter((v) => v !== categoryId));

  const add = async () => {
    if (create.isPending) return;
    const parsed = BlogCategoryInput.safeParse({ name });
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? null);
    const existing = findByName(categories.data ?? [], parsed.data.name);
    try {
      const category = existing ?? (await create.mutateAsync({ name: parsed.data.name }));
      if (!selected.has(category.id)) field.onChange([...field.value, category.id]);
      setName('');
      setNameError(null);
    } catch (error) {
      setNameError(errorMessage(error, 'The category could not be created'));
    }
  };

  return (
    <fieldset
      className="space-y-3"
      aria-describedby={formState.errors.category_ids ? `${id}-error` : undefined}
    >
      <legend className="sr-only">Categories</legend>
      <QueryState
        query={categories}
        loading={
          <div aria-hidden="true" className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-5 w-40" />
            ))}
          </div>
        }
        failure="Could not load the categories"
        isEmpty={(choices) => choices.length === 0}
        empty={<p className="text-sm text-muted">No categories yet: create the first one below.</p>}
      >
        {(choices) => (
          <ul className="space-y-1">
            {choices.map((category) => (
              <li key={category.id}>
                <CheckRow
                  checked={selected.has(category.id)}
                  onCheckedChange={(checked) => toggle(category.id, checked)}
                  boxClassName="size-4 accent-ink"
                >
                  {category.name}
                </CheckRow>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-new`} className="block text-xs text-muted">
          New category
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-new`}
            type="text"
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-new-error` : undefined}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the category instead of submitting the post.
              if (event.key === 'Enter') {
                event.preventDefault();
                void add();
              }
            }}
            className={inputClasses('min-h-9')}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label="Add category"
            onClick={add}
            loading={create.isPending}
          >
            Add
          </Button>
        </div>
        {nameError && (
          <p id={`${id}-new-error`} className="text-sm text-danger">
            {nameError}
          </p>
        )}
      </div>
      {formState.errors.category_ids && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {formState.errors.category_ids.message}
        </p>
      )}
    </fieldset>
  );
}
