import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';
import { serverMessage } from '@/lib/toast';
import { useVerifySubscription } from '../api/verify-subscription';
import { LinkOutcome } from './link-outcome';

const VERIFY_FAILED = 'Your subscription could not be confirmed. Please try again.';

/**
 * ?verify=<token>: confirms the address when the visitor presses the button, not on arrival.
 * Mail scanners follow every link of an email; only a person presses it.
 */
export function VerifySubscription({ token }: { token: string }) {
  const verify = useVerifySubscription();
  const confirm = () => verify.mutate(token);

  if (verify.isSuccess) {
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

  if (verify.isError) {
    return (
      <LinkOutcome
        heading="This link did not work"
        message={serverMessage(verify.error, VERIFY_FAILED)}
        tone="error"
      >
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={confirm}>
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
    <LinkOutcome heading="Confirm your subscription">
      <p className="text-lg">
        One step left: confirm that this address should receive the newsletter.
      </p>
      <Button loading={verify.isPending} loadingLabel="Confirming" onClick={confirm}>
        Confirm my subscription
      </Button>
    </LinkOutcome>
  );
}
