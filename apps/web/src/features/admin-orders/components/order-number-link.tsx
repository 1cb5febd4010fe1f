import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** An order's number, linking to its page: how every list of orders names one. */
export function OrderNumberLink({ id, number }: { id: number; number: string }) {
  return (
    <Link
      to={paths.admin.order(id)}
      className="font-medium whitespace-nowrap text-accent underline-offset-4 hover:underline"
    >
      {number}
    </Link>
  );
}
