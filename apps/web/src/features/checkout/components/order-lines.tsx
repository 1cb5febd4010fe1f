import { FRAMING_LABELS, type FramingOption, type OrderLine } from '@atelier/core';
import { Price } from '@/components/ui';
import { LineThumbnail } from './line-thumbnail';

const framingLabel = (option: string) => FRAMING_LABELS[option as FramingOption] ?? option;

/** The works of a placed order as they were bought (snapshots: later edits do not change them). */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-4 py-4">
          <LineThumbnail src={line.image_url} size={64} />
          <div className="min-w-0 flex-1">
            <p className="font-display text-xl leading-tight">{line.title}</p>
            <p className="text-sm text-muted tabular-nums">
              {framingLabel(line.framing_option)}
              {line.frame_surcharge > 0 && (
                <>
                  {' (+'}
                  <Price amount={line.frame_surcharge} />)
                </>
              )}
              {' · '}Qty {line.quantity}
            </p>
          </div>
          <Price amount={line.line_total} className="shrink-0" />
        </li>
      ))}
    </ul>
  );
}
