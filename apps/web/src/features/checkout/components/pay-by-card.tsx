import { Button } from '@/components/ui';
import { errorMessage } from '@/lib/toast';
import { useResumePayment } from '../api/resume-payment';
import { leaveForPayment } from '../lib/leave-for-payment';

/**
 * A reservation's way to pay when the shop takes cards: the server opens (or reopens) the
 * reservation's Stripe page and the browser goes there. Stripe brings the buyer back here.
 */
export function PayByCard({ token }: { token: string }) {
  const pay = useResumePayment();
  const leaving = pay.isPending || pay.isSuccess;
  return (
    <div className="space-y-2">
      <Button
        onClick={() =>
          pay.mutate(token, { onSuccess: (page) => leaveForPayment(page.checkout_url) })
        }
        loading={leaving}
        loadingLabel="Opening payment"
      >
        Pay by card
      </Button>
      {pay.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(pay.error, 'The payment page could not be opened.')}
        </p>
      )}
    </div>
  );
}
