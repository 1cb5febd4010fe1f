import type { FailedEmail } from '@atelier/core';
import { useEffect, useRef, useState } from 'react';
import { AdminPageHeader, DataTableSkeleton, EmptyState, Pagination } from '@/components/admin';
import { QueryState } from '@/components/ui';
import { errorMessage, notify } from '@/lib/toast';
import { useFailedEmails } from '../api/get-failed-emails';
import { useResendEmail } from '../api/resend-email';
import { FailedEmailsTable } from './failed-emails-table';

const PAGE_SIZE = 25;

/**
 * /admin/emails: emails the site gave up on after every retry (about a day), with the mail
 * server's reason, and "Send again" once the cause is fixed.
 */
export function FailedEmailsScreen() {
  const [page, setPage] = useState(1);
  const query = useFailedEmails({ page, limit: PAGE_SIZE });
  const resend = useResendEmail();
  const listRef = useRef<HTMLDivElement>(null);

  // The row leaves the list: focus goes to the next row's button (or the list), never lost.
  // Moved once React has drawn the list without the row: focusing earlier could land on the
  // row's own button just before it goes, which drops focus to the page (seen in CI).
  const [refocus, setRefocus] = useState<{ id: number; index: number } | null>(null);
  const refocused = useRef<typeof refocus>(null);
  const rows = query.data?.data;
  useEffect(() => {
    if (!refocus || refocused.current === refocus) return;
    if (!rows || rows.some((e) => e.id === refocus.id)) return;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-resend]');
    const next = buttons?.[Math.min(refocus.index, buttons.length - 1)];
    (next ?? listRef.current)?.focus();
    refocused.current = refocus;
  }, [refocus, rows]);

  const onResend = (email: FailedEmail) => {
    const index = rows?.findIndex((e) => e.id === email.id) ?? 0;
    return resend
      .mutateAsync(email.id)
      .then(() => {
        notify.success(`“${email.subject}” to ${email.to} will be sent again`);
        if (rows?.length === 1 && page > 1) setPage(page - 1);
        setRefocus({ id: email.id, index });
      })
      .catch((error: unknown) =>
        notify.error(errorMessage(error, 'Could not send the email again')),
      );
  };

  return (
    <>
      <AdminPageHeader
        title="Emails not sent"
        description="Emails that could not be delivered after every retry. Fix the cause (often a mistyped address or the mail settings), then send them again."
      />
      <QueryState
        query={query}
        loading={<DataTableSkeleton columns={5} rows={4} />}
        failure="Could not load the emails"
      >
        {(emails) => (
          <div ref={listRef} tabIndex={-1} className="space-y-4 focus:outline-none">
            {emails.data.length === 0 ? (
              <EmptyState title="Every email was delivered">
                An email that still cannot be sent after a day of retries appears here, with the
                reason the mail server gave.
              </EmptyState>
            ) : (
              <>
                <FailedEmailsTable
                  emails={emails.data}
                  busy={query.isPlaceholderData}
                  onResend={onResend}
                />
                <Pagination pagination={emails.pagination} onPageChange={setPage} noun="emails" />
              </>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
