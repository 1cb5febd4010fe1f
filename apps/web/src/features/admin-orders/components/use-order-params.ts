import { isOrderStatus, type OrderStatus } from '@atelier/core';
import { useListParams } from '@/components/admin';

export type StatusFilter = OrderStatus | 'all';

const isFilter = (value: string | null): value is StatusFilter =>
  value === 'all' || isOrderStatus(value);

/** Search, status filter and page live in the URL (shareable, Back restores them); the default is every status. */
export const useOrderParams = () => useListParams(isFilter, 'all');
