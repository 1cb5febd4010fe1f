import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The UTC day of a timestamp as YYYY-MM-DD, formatted by the database. The sitemap writes one
 * per page, thousands of them: a Date per row, parsed from the wire and formatted again, cost
 * more than all the rest of its build.
 */
export const utcDay = (timestamp: AnyColumn | SQL) =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD')`;
