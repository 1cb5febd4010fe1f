import { useId, useState, type KeyboardEvent } from 'react';
import {
  FormDialog,
  inputClasses,
  labelClasses,
  Thumbnail,
  useDebouncedValue,
} from '@/components/admin';
import { Button } from '@/components/ui';
import { useCardChoices } from '../api/card-choices';
import type { CardKind } from './card-kind';

interface CardPickerProps {
  kind: CardKind;
  onPick: (id: number) => void;
  onCancel: () => void;
}

const NOUN: Record<CardKind, string> = { artwork: 'an artwork', post: 'a blog post' };
const PLURAL: Record<CardKind, [string, string]> = {
  artwork: ['work', 'works'],
  post: ['post', 'posts'],
};

/** Up and Down move between the search field and the choices, as in a list box. */
function onArrowKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('input[type="search"], [data-choice]'),
  );
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
  items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
}

/**
 * Choose the artwork or post a card shows, in a dialog: a search field (focused first) and the
 * first matches, each with its picture, title and price or excerpt. Escape or "Cancel" closes.
 */
export function CardPicker({ kind, onPick, onCancel }: CardPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const choices = useCardChoices(kind, debounced.trim());
  const count = choices.data?.length;
  const [one, many] = PLURAL[kind];

  return (
    <FormDialog title={`Insert ${NOUN[kind]} card`} onCancel={onCancel} className="sm:max-w-lg">
      <div className="mt-4 space-y-3" onKeyDown={onArrowKeys}>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-search`} className={labelClasses}>
            Search by title
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${id}-status`}
            className={inputClasses()}
          />
        </div>
        <p id={`${id}-status`} aria-live="polite" className="text-xs text-muted">
          {choices.isError
            ? ''
            : count === undefined
              ? 'Loading…'
              : count === 0
                ? `Nothing matches “${debounced}”.`
                : `${count} ${count === 1 ? one : many}${debounced ? ` matching “${debounced}”` : ''}. Choose one to insert it.`}
        </p>
        {choices.isError && <p className="text-sm text-danger">Could not load the list.</p>}
        {!!count && (
          <ul aria-busy={choices.isFetching} className="divide-y divide-line border border-line">
            {choices.data?.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  data-choice
                  onClick={() => onPick(choice.id)}
                  className="flex w-full items-center gap-3 p-2 text-left text-sm hover:bg-placeholder focus-visible:bg-placeholder"
                >
                  <Thumbnail url={choice.imageUrl} size="size-14" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{choice.title}</span>
                    {choice.detail && (
                      <span className="block truncate text-muted">{choice.detail}</span>
                    )}
                    {choice.leftOut && (
                      <span className="block text-xs text-danger">{choice.leftOut}</span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
