/**
 * The collections for the collection filter and the form's picker: the admin's collections
 * list, one query with the collections screen's, so a collection created or renamed there
 * shows up here.
 */
export { useAdminCollections as useCollectionOptions } from '@/lib/admin-collections';
