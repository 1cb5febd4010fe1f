import { VIDEO_PROVIDERS, type VideoProvider } from '@atelier/core';
import { useFormContext } from 'react-hook-form';
import { FormField, SelectField, inputClasses } from '@/components/admin';
import type { PostFormValues } from './post-form-model';

const PROVIDER_LABELS: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  'self-hosted': 'Video file (self-hosted)',
};

/** A pasted link names its provider, so the artist rarely has to choose it. */
export function guessProvider(url: string): VideoProvider | null {
  if (/^https?:\/\/(www\.)?(youtube\.com|youtu\.be)\//i.test(url)) return 'youtube';
  if (/^https?:\/\/(www\.|player\.)?vimeo\.com\//i.test(url)) return 'vimeo';
  if (/\.(mp4|webm|ogg|mov)(\?\S*)?$/i.test(url)) return 'self-hosted';
  return null;
}

/** The post's video: its link and where it lives (the server checks that they match). */
export function VideoFields() {
  const { register, setValue, getValues, formState } = useFormContext<PostFormValues>();
  return (
    <div className="space-y-4">
      <FormField
        label="Video link"
        hint="A YouTube or Vimeo page, or the address of an .mp4 or .webm file."
        error={formState.errors.video_url?.message}
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://www.youtube.com/watch?v=…"
            className={inputClasses()}
            {...register('video_url', {
              onChange: (event: { target: { value: string } }) => {
                const guess = guessProvider(event.target.value.trim());
                if (guess && !getValues('video_provider'))
                  setValue('video_provider', guess, { shouldDirty: true });
              },
            })}
          />
        )}
      </FormField>
      <SelectField
        label="Video provider"
        error={formState.errors.video_provider?.message}
        registration={register('video_provider')}
        values={VIDEO_PROVIDERS}
        labels={PROVIDER_LABELS}
        emptyLabel="None"
      />
    </div>
  );
}
