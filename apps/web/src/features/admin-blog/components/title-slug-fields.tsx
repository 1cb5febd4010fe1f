import { slugify } from '@atelier/core';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import type { PostFormValues } from './post-form-model';

const slugOf = (title: string) => (title.trim() ? slugify(title) : '');

interface TitleSlugFieldsProps {
  /** The slug follows the title until it is edited by hand (new posts, untouched drafts). */
  linked: boolean;
  /** A published post's address is out in the world: changing it breaks links. */
  published: boolean;
}

/** The title, and the slug made from it as you type until you take it over. */
export function TitleSlugFields({ linked: initiallyLinked, published }: TitleSlugFieldsProps) {
  const { register, setValue, control, formState } = useFormContext<PostFormValues>();
  const [linked, setLinked] = useState(initiallyLinked);
  const [slug, title] = useWatch({ control, name: ['slug', 'title'] });
  const address = `${window.location.origin}/blog/${slug || slugOf(title) || '…'}`;

  return (
    <>
      <FormField label="Title" error={formState.errors.title?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            className={inputClasses('font-display text-2xl!')}
            {...register('title', {
              onChange: (event: { target: { value: string } }) => {
                if (linked) setValue('slug', slugOf(event.target.value), { shouldDirty: true });
              },
            })}
          />
        )}
      </FormField>
      <FormField
        label="Web address"
        error={formState.errors.slug?.message}
        hint={
          <>
            <span className="break-all">{address}</span>
            <br />
            {published
              ? 'Changing the address of a published post breaks links to it.'
              : linked
                ? 'Made from the title until you change it.'
                : 'Empty it to make it from the title again.'}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            className={inputClasses('font-mono')}
            {...register('slug', {
              onChange: (event: { target: { value: string } }) =>
                setLinked(event.target.value === ''),
            })}
          />
        )}
      </FormField>
    </>
  );
}
