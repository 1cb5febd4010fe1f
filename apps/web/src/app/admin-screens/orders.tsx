import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';

/** /admin/orders */
export function Component() {
  return <OrdersScreen />;
}
