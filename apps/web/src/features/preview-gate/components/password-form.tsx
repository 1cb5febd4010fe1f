import { MESSAGES, PreviewAccessInput } from '@atelier/core';
import { useState } from 'react';
import { Button } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { errorMessage, notify } from '@/lib/toast';
import { useRequestPreviewAccess } from '../api/request-preview-access';
import { InputField, useSchemaForm } from '@/components/form';

interface PasswordFormProps {
  onGranted: (token: string, expiresAt: string) => void;
}

/** "Password" tab: the server checks the password and answers a 24-hour grant (docs/product.md §5). */
export function PasswordForm({ onGranted }: PasswordFormProps) {
  const access = useRequestPreviewAccess();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, errors } = useSchemaForm(PreviewAccessInput, {
    password: '',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const grant = await access.mutateAsync(values);
      notify.success(MESSAGES.previewGranted);
      onGranted(grant.token, grant.expires_at);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // Shown on the field itself, which keeps focus so the visitor can retype at once.
        setError('password', { message: MESSAGES.incorrectPassword });
        setFocus('password', { shouldSelect: true });
      } else {
        setFailure(errorMessage(error, MESSAGES.unexpectedError));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <InputField
        label="Password"
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        register={register}
        name="password"
      />
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" loading={access.isPending} loadingLabel="Checking password">
        View the preview
      </Button>
    </form>
  );
}
