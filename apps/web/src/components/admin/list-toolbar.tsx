import { FilterSelect, SearchField, Toolbar } from './toolbar';
import type { ListParams } from './use-list-params';

interface ListToolbarProps<S extends string> {
  list: Pick<ListParams<S>, 'status' | 'update' | 'searchInput' | 'setSearchInput'>;
  /** "Search posts": the search box's label. */
  searchLabel: string;
  /** What the search looks in: "Words in the title, excerpt or text". */
  placeholder: string;
  statusOptions: ReadonlyArray<{ value: S; label: string }>;
}

/** The search box and the status filter above an admin list, bound to its URL state. */
export function ListToolbar<S extends string>({
  list,
  searchLabel,
  placeholder,
  statusOptions,
}: ListToolbarProps<S>) {
  return (
    <Toolbar>
      <SearchField
        label={searchLabel}
        value={list.searchInput}
        onChange={list.setSearchInput}
        placeholder={placeholder}
      />
      <FilterSelect<S>
        label="Status"
        value={list.status}
        options={statusOptions}
        onChange={(value) => list.update({ status: value })}
      />
    </Toolbar>
  );
}
