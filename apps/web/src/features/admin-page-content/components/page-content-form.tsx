import { MESSAGES, PageContentUpdate, type PageContent } from '@atelier/core';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormActions, UnsavedChangesGuard, longDate } from '@/components/admin';
import { showServerFieldErrors, schemaResolver } from '@/components/form';
import { useSiteName } from '@/lib/public-settings';
import { errorMessage, notify } from '@/lib/toast';
import { useSavePageContent } from '../api/save-page-content';
import type { PageDefinition, PageField } from './page-definitions';
import { pageFallbacks } from './page-fallbacks';
import { PageFieldControl, type PageFormValues } from './page-field';

interface PageContentFormProps {
  definition: PageDefinition;
  /** Undefined when the page has no content yet: the first save creates it. */
  content: PageContent | undefined;
}

const fieldsOf = (definition: PageDefinition): PageField[] =>
  definition.sections.flatMap((section) => section.fields.map((field) => field.name));

const toValues = (fields: PageField[], content: PageContent | undefined) =>
  Object.fromEntries(fields.map((name) => [name, content?.[name] ?? ''])) as PageFormValues;

/** Edits one page's texts; empty fields are stored as null so the public fallbacks apply. */
export function PageContentForm({ definition, content }: PageContentFormProps) {
  const siteName = useSiteName();
  const save = useSavePageContent();
  const fields = useMemo(() => fieldsOf(definition), [definition]);
  const initial = useMemo(() => toValues(fields, content), [fields, content]);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<PageFormValues>({
    resolver: schemaResolver(PageContentUpdate) as unknown as Resolver<PageFormValues>,
    defaultValues: initial,
  });
  const values = useWatch({ control }) as Partial<PageFormValues>;
  const placeholders = pageFallbacks(definition.page, siteName, values);

  const onSubmit = handleSubmit(async (submitted) => {
    const payload = Object.fromEntries(
      fields.map((name) => [name, submitted[name]?.trim() ? submitted[name] : null]),
    );
    try {
      const saved = await save.mutateAsync({
        page: definition.page,
        fields: payload,
        exists: !!content,
      });
      reset(toValues(fields, saved));
      notify.success(`${definition.label} page saved`);
    } catch (error) {
      showServerFieldErrors(error, setError, (path) => fields.find((field) => field === path));
      notify.error(errorMessage(error, MESSAGES.unexpectedError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${definition.label} page`}>
      <UnsavedChangesGuard when={formState.isDirty} />
      <p className="mb-6 text-sm text-muted">
        {content
          ? `Last saved ${longDate(content.updated_at)}. `
          : 'This page has no saved texts yet: saving creates it. '}
        Empty fields show the text in grey on the site.
      </p>
      <div>
        {definition.sections.map((section, index) => (
          <section
            key={section.title}
            aria-labelledby={`${definition.page}-section-${index}`}
            className="grid gap-4 border-b border-line py-8 first:pt-0 last:border-b-0 md:grid-cols-[14rem_1fr] md:gap-10"
          >
            <h2 id={`${definition.page}-section-${index}`} className="text-2xl">
              {section.title}
            </h2>
            <div className="space-y-6 border border-line bg-surface p-5 md:p-6">
              {section.fields.map((field) => (
                <PageFieldControl
                  key={field.name}
                  field={field}
                  control={control}
                  register={register}
                  value={values[field.name] ?? ''}
                  placeholder={placeholders[field.name]}
                  error={formState.errors[field.name]?.message}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
      <FormActions
        dirty={formState.isDirty}
        saving={save.isPending}
        onDiscard={() => reset(initial)}
      />
    </form>
  );
}
