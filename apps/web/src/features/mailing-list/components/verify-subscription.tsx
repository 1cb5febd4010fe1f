import { Link } from 'react-router';
import { Button, buttonClasses, Spinner } from '@/components/ui';
import { paths } from '@/lib/paths';
import { serverMessage } from '@/lib/toast';
import { useVerifySubscription } from '../api/verify-subscription';
import { LinkOutcome } from './link-outcome';

const VERIFY_FAILED = 'Your subscription could not be confirmed. Please try again.';

/** ?verify=<token>: confirms the address on arrival and says how it went. */
export function VerifySubscription({ token }: { token: string }) {
  const verify = useVerifySubscription(token);

  if (verify.isPending) {
    return (
      <LinkOutcome heading="Confirming your subscription">
        <Spinner label="Confirming your subscription" className="text-muted" />
      </LinkOutcome>
    );
  }

  if (verify.isError) {
    return (
      <LinkOutcome
        heading="This link did not work"
        message={serverMessage(verify.error, VERIFY_FAILED)}
        tone="error"
      >
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => verify.refetch()}>
            Try again
          </Button>
          <Link to={paths.mailingList()} className={buttonClasses('primary')}>
            Subscribe again
          </Link>
        </div>
      </LinkOutcome>
    );
  }

  return (
    <LinkOutcome heading="You're subscribed" message={verify.data.message} tone="success">
      <div className="flex flex-wrap gap-3">
        <Link to={paths.artworks()} className={buttonClasses('primary')}>
          View the artwork
        </Link>
        <Link to={paths.blog()} className={buttonClasses('secondary')}>
          Read the studio notes
        </Link>
      </div>
    </LinkOutcome>
  );
}
