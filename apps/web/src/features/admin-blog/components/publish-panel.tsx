import type { BlogPost } from '@atelier/core';
import { useFormContext } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/admin';
import { paths } from '@/lib/paths';
import { dateTimeLabel, timeZoneName } from '@/lib/local-time';
import { effectiveStatus } from '../lib/post-status';
import { PostStatusBadge } from './post-status-badge';
import type { PostFormValues } from './post-form-model';

/** Where the saved post stands, in words the artist would use. */
function StatusLine({ post }: { post?: BlogPost }) {
  if (!post) return <p className="text-sm text-muted">Not saved yet.</p>;
  const status = effectiveStatus(post);
  const at = post.published_at;
  return (
    <div className="space-y-1 text-sm">
      <PostStatusBadge post={post} />
      {status === 'draft' && <p className="text-muted">Only you can see a draft.</p>}
      {status === 'scheduled' && at && (
        <p>
          Goes live <time dateTime={at}>{dateTimeLabel(at)}</time>.
        </p>
      )}
      {status === 'published' && at && (
        <p>
          Published <time dateTime={at}>{dateTimeLabel(at)}</time>.{' '}
          <a
            href={paths.blogPost(post.slug)}
            target="_blank"
            rel="noopener"
            className="text-accent underline underline-offset-4"
          >
            View on the blog<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * The post's state and, until it is published, when it should go live: a date and time in the
 * artist's own time zone (named), sent as UTC.
 */
export function PublishPanel({ post }: { post?: BlogPost }) {
  const { register, formState } = useFormContext<PostFormValues>();
  const published = post ? effectiveStatus(post) === 'published' : false;
  return (
    <div className="space-y-4">
      <StatusLine post={post} />
      {!published && (
        <FormField
          label="Publish on"
          hint={`Your time zone: ${timeZoneName()}. Choose “Schedule” to publish then.`}
          error={formState.errors.schedule_at?.message}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className={inputClasses()}
              {...register('schedule_at')}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
