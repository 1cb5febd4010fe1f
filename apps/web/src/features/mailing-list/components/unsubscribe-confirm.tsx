import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';
import { serverMessage } from '@/lib/toast';
import { useUnsubscribe } from '../api/unsubscribe';
import { LinkOutcome } from './link-outcome';

const UNSUBSCRIBE_FAILED = 'You could not be unsubscribed. Please try again.';

/**
 * ?unsubscribe=<token>: asks first (mail scanners open links; a confirm button keeps them from
 * unsubscribing people), then calls the server and shows its message.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.isSuccess) {
    return (
      <LinkOutcome heading="You're unsubscribed" message={unsubscribe.data.message}>
        <p>
          Changed your mind?{' '}
          <Link to={paths.mailingList()} className="text-accent underline hover:text-accent-strong">
            Subscribe again
          </Link>
        </p>
      </LinkOutcome>
    );
  }

  return (
    <LinkOutcome
      heading="Unsubscribe"
      message={
        unsubscribe.isError ? serverMessage(unsubscribe.error, UNSUBSCRIBE_FAILED) : undefined
      }
      tone="error"
    >
      <p className="text-lg">
        Confirm below and you will no longer receive the newsletter. Nothing else changes.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          loading={unsubscribe.isPending}
          loadingLabel="Unsubscribing"
          onClick={() => unsubscribe.mutate(token)}
        >
          Unsubscribe
        </Button>
        <Link to={paths.home()} className={buttonClasses('secondary')}>
          Keep me subscribed
        </Link>
      </div>
    </LinkOutcome>
  );
}
