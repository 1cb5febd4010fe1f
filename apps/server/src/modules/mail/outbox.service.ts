/**
 * The outbox's claim and its outcomes, for a worker of another module (the newsletter's
 * delivery): one way to claim a due row with SKIP LOCKED and a lease, and to close it as sent,
 * retried, failed or skipped, whichever stream it belongs to.
 */
export {
  claimDue,
  markFailed,
  markRetry,
  markSent,
  markSkipped,
  type OutboxRow,
  type OutboxStream,
} from './outbox.repository';
