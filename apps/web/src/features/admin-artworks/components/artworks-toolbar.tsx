import { AVAILABILITY_VALUES, type Collection } from '@atelier/core';
import { FilterSelect, SearchField, Toolbar } from '@/components/admin';
import { AVAILABILITY_LABELS } from './artwork-form-model';
import {
  SORTS,
  type ArtworkFilters,
  type AvailabilityFilter,
  type VisibilityFilter,
} from './use-artwork-params';

interface ArtworksToolbarProps {
  filters: ArtworkFilters;
  search: string;
  onSearchChange: (value: string) => void;
  collections: Collection[];
  onChange: (changes: Partial<Record<keyof ArtworkFilters, string>>) => void;
}

const AVAILABILITY_OPTIONS: ReadonlyArray<{ value: AvailabilityFilter; label: string }> = [
  { value: 'all', label: 'Any availability' },
  // The server filters on what a work is now: "reserved" also finds the works orders hold.
  ...AVAILABILITY_VALUES.map((value) => ({
    value,
    label: value === 'reserved' ? 'Held or reserved' : AVAILABILITY_LABELS[value],
  })),
];

const VISIBILITY_OPTIONS: ReadonlyArray<{ value: VisibilityFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'public', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

/** Search (after a pause in typing), three filters and the sort, all kept in the URL. */
export function ArtworksToolbar(props: ArtworksToolbarProps) {
  const { filters, search, onSearchChange, collections, onChange } = props;
  const collectionOptions = [
    { value: 'all', label: 'All collections' },
    ...collections.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Toolbar>
      <SearchField
        label="Search artworks"
        value={search}
        onChange={onSearchChange}
        placeholder="Title, medium or notes"
      />
      {/* Phones: two filters a row instead of four full-width ones. */}
      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
        <FilterSelect
          label="Availability"
          value={filters.availability}
          options={AVAILABILITY_OPTIONS}
          onChange={(value) => onChange({ availability: value })}
        />
        <FilterSelect
          label="Collection"
          value={filters.collection}
          options={collectionOptions}
          onChange={(value) => onChange({ collection: value })}
        />
        <FilterSelect
          label="Visibility"
          value={filters.visibility}
          options={VISIBILITY_OPTIONS}
          onChange={(value) => onChange({ visibility: value })}
        />
        <FilterSelect
          label="Sort"
          value={filters.sort}
          options={SORTS}
          onChange={(value) => onChange({ sort: value })}
        />
      </div>
    </Toolbar>
  );
}
