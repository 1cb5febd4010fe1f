import { cn } from '@/lib/cn';

/** Who sent a message: bold with a dot while unread, which screen readers hear as "Unread:". */
export function SenderName({ name, unread }: { name: string; unread: boolean }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', unread && 'font-semibold')}>
      {unread && (
        <>
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent" />
          <span className="sr-only">Unread: </span>
        </>
      )}
      <span className="truncate">{name}</span>
    </span>
  );
}
