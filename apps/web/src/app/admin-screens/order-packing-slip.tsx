import { useParams } from 'react-router';
import { NoIndex } from '@/components/admin';
import { PackingSlip } from '@/features/admin-orders/components/packing-slip';
import { RequireAuth } from '@/features/auth/components/require-auth';

/**
 * /admin/orders/:id/packing-slip: behind the login guard but outside the admin shell, so the
 * page prints as the slip alone.
 */
export function Component() {
  const { id } = useParams();
  return (
    <RequireAuth>
      <NoIndex />
      <PackingSlip id={Number(id) || 0} />
    </RequireAuth>
  );
}
