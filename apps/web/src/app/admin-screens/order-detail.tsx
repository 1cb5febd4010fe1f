import { useParams } from 'react-router';
import { OrderDetailScreen } from '@/features/admin-orders/components/order-detail-screen';

/** /admin/orders/:id (a non-numeric id asks for order 0, which the server does not have). */
export function Component() {
  const { id } = useParams();
  const orderId = Number(id);
  return <OrderDetailScreen key={id} id={Number.isInteger(orderId) && orderId > 0 ? orderId : 0} />;
}
