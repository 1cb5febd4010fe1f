import { useNavigate } from 'react-router';
import { Button } from '@/components/ui';
import { adminPaths } from '@/lib/admin-paths';
import { errorMessage, notify } from '@/lib/toast';
import { useSendAsNewsletter } from '../api/send-as-newsletter';

/** "Send as newsletter": opens a newsletter draft made from this (saved) post. */
export function NewsletterPanel({ postId }: { postId: number }) {
  const navigate = useNavigate();
  const create = useSendAsNewsletter();
  const onClick = () =>
    create
      .mutateAsync(postId)
      .then((issue) => navigate(adminPaths.newsletterEdit(issue.id)))
      .catch((error: unknown) =>
        notify.error(errorMessage(error, 'Could not make a newsletter from this post')),
      );
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Opens a newsletter draft with this post’s card, to read over before sending it to your
        subscribers.
      </p>
      <Button variant="secondary" size="sm" onClick={onClick}>
        Send as newsletter
      </Button>
    </div>
  );
}
