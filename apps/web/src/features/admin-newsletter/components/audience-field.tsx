import {
  formatNumber,
  NEWSLETTER_TOPIC_LABELS,
  NEWSLETTER_TOPICS,
  type NewsletterAudience,
  type NewsletterTopic,
} from '@atelier/core';
import { useId } from 'react';
import { useAudienceCount } from '../api/issues';

interface AudienceFieldProps {
  value: NewsletterAudience;
  onChange: (audience: NewsletterAudience) => void;
  disabled?: boolean;
  error?: string;
}

/** Who receives the issue, with the count of active subscribers that choice reaches now. */
export function AudienceField({ value, onChange, disabled, error }: AudienceFieldProps) {
  const id = useId();
  const topics = value.kind === 'topics' ? value.topics : [];
  const count = useAudienceCount(value.kind === 'topics' ? topics : null);
  const toggle = (topic: NewsletterTopic, on: boolean) =>
    onChange({
      kind: 'topics',
      topics: NEWSLETTER_TOPICS.filter((t) => (t === topic ? on : topics.includes(t))),
    });
  const nobody = value.kind === 'topics' && topics.length === 0;

  return (
    <fieldset disabled={disabled} className="space-y-3" aria-describedby={`${id}-count`}>
      <legend className="text-sm font-medium text-ink">Audience</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-kind`}
          checked={value.kind === 'all'}
          onChange={() => onChange({ kind: 'all' })}
        />
        All active subscribers
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-kind`}
          checked={value.kind === 'topics'}
          onChange={() => onChange({ kind: 'topics', topics: [...NEWSLETTER_TOPICS] })}
        />
        Subscribers who chose these topics
      </label>
      {value.kind === 'topics' && (
        <div className="ml-6 space-y-2">
          {NEWSLETTER_TOPICS.map((topic) => (
            <label key={topic} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={topics.includes(topic)}
                onChange={(event) => toggle(topic, event.target.checked)}
              />
              {NEWSLETTER_TOPIC_LABELS[topic]}
            </label>
          ))}
        </div>
      )}
      <p id={`${id}-count`} aria-live="polite" className="text-sm">
        {nobody
          ? 'Choose at least one topic'
          : count.data
            ? `${formatNumber(count.data.count)} ${count.data.count === 1 ? 'subscriber' : 'subscribers'} will receive this issue`
            : count.isError
              ? 'Could not count the recipients'
              : 'Counting the recipients…'}
      </p>
      {error && <p className="text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
