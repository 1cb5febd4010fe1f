import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui';
import { inputClasses } from './form-styles';

interface RichTextLinkFormProps {
  initialHref: string;
  /** An empty href removes the link. */
  onApply: (href: string) => void;
  onCancel: () => void;
}

/** Only what the server's sanitiser keeps: http(s), mailto, tel, or a path on this site. */
const ALLOWED = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** Adds "https://" to a bare domain ("example.com") so a link is never relative by accident. */
export function normaliseHref(raw: string): string {
  const href = raw.trim();
  if (!href || ALLOWED.test(href)) return href;
  // Protocol-relative ("//host/path") or bare ("host/path"): both mean the web address.
  return `https://${href.replace(/^\/+/, '')}`;
}

/**
 * Inline link editor under the toolbar. Not a nested <form>: the editor usually sits inside the
 * page's form, so Enter is handled here instead of submitting the page.
 */
export function RichTextLinkForm({ initialHref, onApply, onCancel }: RichTextLinkFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState(initialHref);
  useEffect(() => inputRef.current?.focus(), []);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    onApply(normaliseHref(href));
  };

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-line px-2 py-2">
      <label htmlFor={id} className="text-xs text-muted">
        Link address
      </label>
      <input
        ref={inputRef}
        id={id}
        type="url"
        inputMode="url"
        value={href}
        placeholder="https://"
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        className={inputClasses('min-h-9 max-w-sm flex-1')}
      />
      <button type="button" className={buttonClasses('primary', 'sm')} onClick={() => apply()}>
        {initialHref && !href.trim() ? 'Remove link' : 'Apply'}
      </button>
      <button type="button" className={buttonClasses('ghost', 'sm')} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
