/** The admin's collections list is one query, shared with the artworks' filter and picker. */
export { adminCollectionsQueryOptions, useAdminCollections } from '@/lib/admin-collections';
