import { Link } from 'react-router';
import { adminPaths } from '@/lib/admin-paths';

/** An order's number, linking to its page: how every list of orders names one. */
export function OrderNumberLink({ id, number }: { id: number; number: string }) {
  return (
    <Link
      to={adminPaths.order(id)}
      className="font-medium whitespace-nowrap text-accent underline-offset-4 hover:underline"
    >
      {number}
    </Link>
  );
}
