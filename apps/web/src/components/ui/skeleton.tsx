import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SkeletonProps {
  className?: string;
  /** Reserve an exact shape, e.g. { aspectRatio: '4 / 5' }, so nothing shifts when content lands. */
  style?: React.CSSProperties;
}

/** A placeholder shaped like the content it stands for (docs/design.md: skeletons, not spinners). */
export function Skeleton({ className, style }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cn('animate-pulse bg-placeholder', className)}
    />
  );
}

/** Lines of text placeholder; the last line is shorter, like a paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('space-y-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-4', i === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}

interface SkeletonStackProps {
  /** Each placeholder's size, in order, e.g. ['h-3 w-20', 'h-9 w-16']. */
  shapes: readonly string[];
  /** The frame's layout: how the placeholders stack or sit in a row. */
  className?: string;
}

/** Placeholders of the given sizes in one frame: a card's lines, a column's blocks. */
export function SkeletonStack({ shapes, className }: SkeletonStackProps) {
  return (
    <div className={className}>
      {shapes.map((shape, i) => (
        <Skeleton key={i} className={shape} />
      ))}
    </div>
  );
}

interface SkeletonListProps {
  rows: number;
  /** Each row's padding and layout. */
  row: string;
  /** The placeholders of every row, by size. */
  shapes: readonly string[];
  /** Above the rows, inside the frame: a card's title bar. */
  header?: ReactNode;
}

/** A framed list while it loads: `rows` alike rows with a hairline between them. */
export function SkeletonList({ rows, row, shapes, header }: SkeletonListProps) {
  return (
    <div aria-hidden="true" className="border border-line bg-surface">
      {header}
      {Array.from({ length: rows }, (_, r) => (
        <SkeletonStack
          key={r}
          className={cn(row, 'border-b border-line last:border-b-0')}
          shapes={shapes}
        />
      ))}
    </div>
  );
}

interface SkeletonFieldProps {
  /** Size of the label line. */
  label?: string;
  /** Size of the input box: as tall as a text input unless the field is a larger editor. */
  input?: string;
}

/** A labelled input while a form loads: a short label over a box shaped like the input. */
export function SkeletonField({ label = 'h-4 w-24', input = 'h-11 w-full' }: SkeletonFieldProps) {
  return (
    <div className="space-y-2">
      <Skeleton className={label} />
      <Skeleton className={input} />
    </div>
  );
}

/** `count` labelled inputs, one under the other in whatever frame holds them. */
export function SkeletonFields({ count, ...field }: SkeletonFieldProps & { count: number }) {
  return Array.from({ length: count }, (_, i) => <SkeletonField key={i} {...field} />);
}

interface SkeletonMediaProps {
  /** Size of the picture, e.g. 'size-16'. */
  image: string;
  /** Height and width of each text line beside it, e.g. ['h-5 w-1/2', 'h-4 w-1/3']. */
  lines: string[];
  className?: string;
}

/** A line of a list with a picture: the thumbnail, and the text lines beside it. */
export function SkeletonMedia({ image, lines, className }: SkeletonMediaProps) {
  return (
    <div className={cn('flex gap-4', className)}>
      <Skeleton className={cn(image, 'shrink-0')} />
      <SkeletonStack className="flex-1 space-y-2" shapes={lines} />
    </div>
  );
}
