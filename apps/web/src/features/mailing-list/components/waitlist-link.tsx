import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';
import { serverMessage } from '@/lib/toast';
import { useConfirmWaitlist, useLeaveWaitlist } from '../api/waitlist-links';
import { LinkOutcome } from './link-outcome';

const TEXT = {
  confirm: {
    heading: 'Hear about similar work',
    done: 'You’re on the list',
    ask: 'One step left: confirm that this address should get a short note when a new painting joins the collections of the work you asked about.',
    button: 'Confirm',
    busy: 'Confirming',
    failed: 'Your address could not be confirmed. Please try again.',
  },
  leave: {
    heading: 'Stop notices of similar work',
    done: 'No more notices',
    ask: 'Confirm below and this address gets no more notes about new work. The newsletter, if you receive it, is not affected.',
    button: 'Stop the notices',
    busy: 'Stopping',
    failed: 'The notices could not be stopped. Please try again.',
  },
} as const;

/**
 * ?waitlist=<token> and ?leave-waitlist=<token>, from the waitlist's emails: a button does
 * it (mail scanners open links; only a person presses), then the server's message shows.
 */
export function WaitlistLink({ token, action }: { token: string; action: 'confirm' | 'leave' }) {
  const confirm = useConfirmWaitlist();
  const leave = useLeaveWaitlist();
  const run = action === 'confirm' ? confirm : leave;
  const text = TEXT[action];

  if (run.isSuccess) {
    return (
      <LinkOutcome heading={text.done} message={run.data.message} tone="success">
        <Link to={paths.artworks()} className={buttonClasses('primary')}>
          View the artwork
        </Link>
      </LinkOutcome>
    );
  }
  return (
    <LinkOutcome
      heading={text.heading}
      message={run.isError ? serverMessage(run.error, text.failed) : undefined}
      tone="error"
    >
      <p className="text-lg">{text.ask}</p>
      <Button loading={run.isPending} loadingLabel={text.busy} onClick={() => run.mutate(token)}>
        {text.button}
      </Button>
    </LinkOutcome>
  );
}
