import { useCountQuery } from '@/lib/use-count-query';
import { emailsBaseKey } from './get-failed-emails';

/**
 * GET /admin/emails/failed/count. An email can fail while the admin is open (its last
 * retry): looked at again every five minutes.
 */
export const useFailedEmailCount = () =>
  useCountQuery([...emailsBaseKey, 'failed-count'], '/admin/emails/failed/count', 5 * 60_000);
