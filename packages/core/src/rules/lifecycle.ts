/**
 * The shape of the newsletter-issue and offer lifecycles: for each status, where it may go and
 * who may move it there. The server refuses any move not in a table, and the web shows only the
 * buttons a table gives the artist (the order lifecycle, older, has its own actors and table).
 */

/** Who moves an issue or an offer: the artist (admin), the buyer, or the server on its own. */
export const LIFECYCLE_ACTORS = ['artist', 'buyer', 'system'] as const;
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

/** The statuses a status may move to, each with the actors allowed to make that move. */
export type Moves<S extends string> = Readonly<Partial<Record<S, readonly LifecycleActor[]>>>;

export interface Lifecycle<S extends string> {
  /** The statuses a new row may start in, and who may create it so. */
  starts: Moves<S>;
  next: Readonly<Record<S, Moves<S>>>;
}

/** May `actor` move a row from `from` (null: a new row) to `to`? */
export const mayMove = <S extends string>(
  table: Lifecycle<S>,
  from: S | null,
  to: S,
  actor: LifecycleActor,
): boolean => (from === null ? table.starts : table.next[from])[to]?.includes(actor) ?? false;

/** The statuses from which `actor` may move a row to `to` (a batch update's `where`). */
export const movesInto = <S extends string>(
  table: Lifecycle<S>,
  to: S,
  actor: LifecycleActor,
): S[] => (Object.keys(table.next) as S[]).filter((from) => mayMove(table, from, to, actor));

/**
 * The buttons of `actor` on a row in `from`: of `targets` (each action and the status it leads
 * to, in screen order), the actions the table allows.
 */
export const actionsFrom = <S extends string, A extends string>(
  table: Lifecycle<S>,
  targets: Readonly<Record<A, S>>,
  from: S,
  actor: LifecycleActor,
): A[] => (Object.keys(targets) as A[]).filter((a) => mayMove(table, from, targets[a], actor));

/** Every move as "from → to: actors" (null start as "new"), to read a table at a glance. */
export const listMoves = <S extends string>(table: Lifecycle<S>): string[] =>
  [['new', table.starts] as const, ...(Object.entries(table.next) as [S, Moves<S>][])].flatMap(
    ([from, moves]) =>
      (Object.entries(moves) as [S, readonly LifecycleActor[]][]).map(
        ([to, actors]) => `${from} → ${to}: ${actors.join(', ')}`,
      ),
  );
