import { useEffect, useId, useRef, useState } from 'react';
import { inputClasses, labelClasses, useDebouncedValue } from '@/components/admin';
import { Button } from '@/components/ui';
import { useCardChoices } from '../api/card-choices';
import type { CardKind } from './card-node';

interface CardPickerProps {
  kind: CardKind;
  onPick: (id: number) => void;
  onCancel: () => void;
}

const NOUN: Record<CardKind, string> = { artwork: 'an artwork', post: 'a blog post' };

/**
 * Choose the artwork or post a card shows: a search field and the first matches, each one
 * button. Opens with focus in the search field; Escape or "Cancel" closes it.
 */
export function CardPicker({ kind, onPick, onCancel }: CardPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const choices = useCardChoices(kind, debounced.trim());
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <div
      role="group"
      aria-labelledby={`${id}-heading`}
      className="space-y-3 border border-line bg-surface p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id={`${id}-heading`} className="text-base">
        Insert {NOUN[kind]} card
      </h3>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-search`} className={labelClasses}>
          Search by title
        </label>
        <input
          ref={inputRef}
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={inputClasses()}
        />
      </div>
      {choices.isError ? (
        <p className="text-sm text-danger">Could not load the list.</p>
      ) : choices.data?.length === 0 ? (
        <p className="text-sm text-muted">Nothing matches “{debounced}”.</p>
      ) : (
        <ul aria-busy={choices.isPending} className="divide-y divide-line">
          {choices.data?.map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                onClick={() => onPick(choice.id)}
                className="w-full px-2 py-2 text-left text-sm hover:bg-placeholder"
              >
                {choice.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
