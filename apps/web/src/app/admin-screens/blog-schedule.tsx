import { ScheduleScreen } from '@/features/admin-blog/components/schedule-screen';

/** /admin/blog/schedule */
export function Component() {
  return <ScheduleScreen />;
}
