import { MESSAGES, PreviewJoinInput } from '@atelier/core';
import { useState } from 'react';
import { Button } from '@/components/ui';
import { notify } from '@/lib/toast';
import { useJoinPreview } from '../api/join-preview';
import { EmailAndNameFields, useSchemaForm } from '@/components/form';

interface JoinFormProps {
  onGranted: (token: string, expiresAt: string) => void;
}

/** "Join" tab: joining the mailing list opens the preview at once (docs/product.md §5, §8). */
export function JoinForm({ onGranted }: JoinFormProps) {
  const join = useJoinPreview();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, errors } = useSchemaForm(PreviewJoinInput, {
    email: '',
    first_name: '',
    last_name: '',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      const result = await join.mutateAsync(values);
      notify.success(MESSAGES.previewSubscribed);
      if (result.preview_token) onGranted(result.preview_token, result.preview_expires_at ?? '');
    } catch {
      // docs/product.md §8 fixes this text whatever the cause (throttled, server down, bad address).
      setFailed(true);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailAndNameFields
        register={register}
        errors={errors}
        namesClassName="grid gap-5 sm:grid-cols-2"
      />
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {MESSAGES.previewSubscribeFailed}
        </p>
      )}
      <Button type="submit" size="lg" loading={join.isPending} loadingLabel="Joining">
        Join and view
      </Button>
      <p className="text-xs text-muted">
        New paintings, exhibitions and studio news a few times a year. Unsubscribe at any time.
      </p>
    </form>
  );
}
