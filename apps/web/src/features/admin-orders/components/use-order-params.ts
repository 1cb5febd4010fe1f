import { isOrderStatus, type OrderStatus } from '@atelier/core';
import { useStatusListParams } from '@/components/admin';

export type StatusFilter = OrderStatus | 'all';

const isFilter = (value: string | null): value is StatusFilter =>
  value === 'all' || isOrderStatus(value);

/** Status filter and page live in the URL (shareable, Back restores them); the default is every status. */
export const useOrderParams = () => useStatusListParams(isFilter, 'all');
