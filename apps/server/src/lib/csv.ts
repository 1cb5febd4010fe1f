import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a cell may hold: null and undefined are written as an empty cell. */
export type Cell = string | number | null | undefined;

/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends). A cell that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading single quote, so
 * a subscriber named "=HYPERLINK(...)" stays text when the artist opens the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: Cell[]) => cells.map(csvCell).join(',');

/** Rows as CSV lines, each ended by CRLF (a file is its header's lines, then its rows'). */
export const csvLines = (rows: Cell[][]) => rows.map((row) => `${csvRow(row)}\r\n`).join('');

/**
 * A CSV file streamed a batch at a time, so a long list never sits in memory: the header, then
 * each batch `next` reads after the last row of the one before (by key, so each costs the
 * same), until a batch comes back short.
 */
export async function* csvStream<R>(
  header: string[],
  batch: number,
  next: (after: R | null, limit: number) => Promise<R[]>,
  toRows: (rows: R[]) => Cell[][] | Promise<Cell[][]>,
) {
  yield csvLines([header]);
  let after: R | null = null;
  for (;;) {
    const rows = await next(after, batch);
    if (rows.length === 0) return;
    yield csvLines(await toRows(rows));
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!;
  }
}

/** An export's file name: what it holds and the day (UTC) it was made, `waitlist-2026-12-07.csv`. */
export const csvFilename = (name: string, now: Date) =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;

/** Answers with a CSV download of that name, never cached, streamed as it is written. */
export const sendCsv = (
  reply: FastifyReply,
  { filename, lines }: { filename: string; lines: AsyncIterable<string> },
) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
