import { EMAIL_KIND_LABELS, type FailedEmail } from '@atelier/core';
import {
  DataTable,
  StackedCell,
  actionsColumn,
  dateColumn,
  longDate,
  shortDate,
  type Column,
} from '@/components/admin';
import { Button } from '@/components/ui';

interface FailedEmailsTableProps {
  emails: FailedEmail[];
  busy: boolean;
  onResend: (email: FailedEmail) => Promise<unknown>;
}

/** Recipient, subject, kind, the reason it failed and when, and "Send again" on each row. */
export function FailedEmailsTable({ emails, busy, onResend }: FailedEmailsTableProps) {
  const columns: Column<FailedEmail>[] = [
    {
      key: 'to',
      header: 'Recipient',
      card: 'title',
      cell: (e) => <span className="block max-w-[14rem] truncate font-medium">{e.to}</span>,
    },
    {
      key: 'subject',
      header: 'Subject',
      cell: (e) => (
        <StackedCell detail={EMAIL_KIND_LABELS[e.kind] ?? e.kind}>{e.subject}</StackedCell>
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      className: 'hidden md:table-cell max-w-[22rem] text-muted',
      cell: (e) => (
        <span className="block text-xs break-words">{e.reason ?? 'No reason was given'}</span>
      ),
    },
    dateColumn({
      key: 'failed',
      header: 'Failed',
      at: (e) => e.failed_at,
      format: shortDate,
      hover: longDate,
    }),
    actionsColumn((e) => (
      <Button
        variant="secondary"
        size="sm"
        data-resend=""
        aria-label={`Send “${e.subject}” to ${e.to} again`}
        loadingLabel="Sending again"
        onClick={() => onResend(e)}
      >
        Send again
      </Button>
    )),
  ];
  return (
    <DataTable
      caption="Emails that could not be sent"
      columns={columns}
      rows={emails}
      busy={busy}
    />
  );
}
