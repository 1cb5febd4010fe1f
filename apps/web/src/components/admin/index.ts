/** Shared admin UI: import from '@/components/admin' (only admin pages, so it stays out of the public bundle). */
export { AdminHead, NoIndex } from './admin-head';
export { AdminPageHeader } from './admin-page-header';
export { ConfirmDialog } from './confirm-dialog';
export { FormDialog, FormDialogActions } from './form-dialog';
export { DataTable, DataTableSkeleton, type Column } from './data-table';
export { EmptyState } from './empty-state';
export { FormField } from './form-field';
export { inputClasses, labelClasses } from './form-styles';
export { Pagination } from './pagination';
export { StatusBadge, type BadgeTone } from './status-badge';
export { FilterSelect, SearchField, Toolbar } from './toolbar';
export { UnsavedChangesGuard } from './unsaved-changes-guard';
export { useDebouncedValue } from './use-debounced-value';
export { longDate, shortDate, tableDate } from './format-date';
export { useSearchParam } from './use-search-param';
export { FormActions } from './form-actions';
export { useStatusListParams } from './use-status-list-params';
export { ListResults } from './list-results';
