import { formatPrice } from '@atelier/core';
import { cn } from '@/lib/cn';

interface PriceProps {
  /** Whole US dollars; null renders nothing. */
  amount: number | null | undefined;
  className?: string;
}

/** "$1,200" in tabular figures so columns of prices line up. */
export function Price({ amount, className }: PriceProps) {
  if (amount === null || amount === undefined) return null;
  return <span className={cn('tabular-nums', className)}>{formatPrice(amount)}</span>;
}
