import { useSearchParam } from './use-search-param';
import { useStatusListParams } from './use-status-list-params';

/**
 * The URL state of an admin list with a search box and a status filter (?q, ?status, ?page):
 * Back, Forward and a shared link restore all three. `results` wires ListResults (clearing the
 * search, turning pages); `afterDelete` steps back a page when the deleted row was the last of
 * a later one, instead of showing an empty page.
 */
export function useListParams<S extends string>(
  isStatus: (value: string | null) => value is S,
  defaultStatus: S,
) {
  const { status, page, update } = useStatusListParams(isStatus, defaultStatus);
  const [searchInput, setSearchInput, search] = useSearchParam('q');
  return {
    status,
    page,
    update,
    search,
    searchInput,
    setSearchInput,
    results: {
      search,
      onClearSearch: () => setSearchInput(''),
      onPageChange: (next: number) => update({ page: next }, false),
    },
    afterDelete: (rowsShown: number | undefined) => {
      if (rowsShown === 1 && page > 1) update({ page: page - 1 });
    },
  };
}

export type ListParams<S extends string> = ReturnType<typeof useListParams<S>>;
