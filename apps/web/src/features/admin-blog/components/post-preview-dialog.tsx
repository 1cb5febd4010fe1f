import { readingTime, type VideoProvider } from '@atelier/core';
import { format } from 'date-fns';
import { useId, useRef, type ReactNode } from 'react';
import { ResponsiveImage, RichText, buttonClasses } from '@/components/ui';
import { useBodyScrollLock } from '@/lib/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/use-focus-trap';
import type { PostFormValues } from './post-form-model';

/** The blog's own video player, handed in by the route (features do not import each other). */
export type RenderVideo = (video: {
  url: string;
  provider: VideoProvider;
  title: string;
}) => ReactNode;

interface PostPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  values: PostFormValues;
  categoryNames: string[];
  /** The date a visitor would read: the publication date, else today. */
  date: Date;
  authorFallback: string;
  renderVideo?: RenderVideo;
}

/**
 * The post as visitors will see it, from the unsaved form: title, date, reading time,
 * featured image, video and the text in the public prose styles. A full-screen dialog.
 */
export function PostPreviewDialog({
  open,
  onClose,
  values,
  categoryNames,
  date,
  authorFallback,
  renderVideo,
}: PostPreviewDialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose, initialFocus: closeRef });
  useBodyScrollLock(open);
  if (!open) return null;
  const title = values.title.trim() || 'Untitled post';
  const video = values.video_url.trim();

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="fixed inset-0 z-50 animate-fade-in overflow-y-auto bg-paper"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-line bg-paper/95 px-5 py-2 backdrop-blur md:px-10">
        <p className="label-caps">Preview · not saved</p>
        <button
          ref={closeRef}
          type="button"
          className={buttonClasses('secondary', 'sm')}
          onClick={onClose}
        >
          Close preview
        </button>
      </div>
      <article className="mx-auto max-w-5xl px-5 py-10 md:px-10 md:py-16">
        <header className="mx-auto max-w-(--container-prose) text-[1.0625rem]">
          {categoryNames.length > 0 && (
            <ul aria-label="Categories" className="flex flex-wrap gap-x-4 gap-y-1">
              {categoryNames.map((name) => (
                <li key={name} className="label-caps">
                  {name}
                </li>
              ))}
            </ul>
          )}
          <h2 id={`${id}-title`} className="mt-4 text-4xl md:text-5xl">
            {title}
          </h2>
          <p className="mt-5 text-sm text-muted">
            <time dateTime={date.toISOString()}>{format(date, 'MMMM d, yyyy')}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {readingTime(values.content)} min read
          </p>
        </header>
        {values.featured_image_url && (
          <div className="-mx-5 mt-10 md:mx-auto md:mt-14 md:max-w-4xl">
            <ResponsiveImage
              image={values.featured_image}
              fallbackUrl={values.featured_image_url}
              alt=""
              sizes="(min-width: 1024px) 56rem, 100vw"
              priority
            />
          </div>
        )}
        {video && values.video_provider && renderVideo && (
          <div className="-mx-5 mt-10 max-w-4xl md:mx-auto md:mt-14">
            {renderVideo({ url: video, provider: values.video_provider, title })}
          </div>
        )}
        {values.content ? (
          <RichText html={values.content} className="mx-auto mt-10 md:mt-14" />
        ) : (
          <p className="mx-auto mt-10 max-w-(--container-prose) text-muted">No text yet.</p>
        )}
        <p className="mx-auto mt-12 flex max-w-(--container-prose) items-baseline gap-3">
          <span className="label-caps">Artist</span>
          <span className="font-display text-xl">
            {values.author_name.trim() || authorFallback}
          </span>
        </p>
      </article>
    </div>
  );
}
