import {
  PAGE_CONTENT_FIELDS,
  PAGE_CONTENT_HTML_FIELDS,
  type PageContentUpdate,
} from '@atelier/core';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { sanitizeOptional } from '../../lib/sanitize';
import { iso } from '../../lib/serialize';
import * as repo from './page-content.repository';

function toApi(row: repo.PageContentRow) {
  const fields = Object.fromEntries(PAGE_CONTENT_FIELDS.map((f) => [f, row[f] ?? null])) as Record<
    (typeof PAGE_CONTENT_FIELDS)[number],
    string | null
  >;
  return { page: row.page, ...fields, updated_at: iso(row.updated_at) };
}

/** Keeps only the fields that were sent; HTML fields are sanitised, plain ones trimmed. */
function clean(input: PageContentUpdate): repo.PageContentValues {
  const out: repo.PageContentValues = {};
  for (const field of PAGE_CONTENT_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const isHtml = (PAGE_CONTENT_HTML_FIELDS as readonly string[]).includes(field);
    out[field] = value === null ? null : isHtml ? sanitizeOptional(value) : value.trim();
  }
  return out;
}

export async function getPage(db: Db, page: string) {
  const row = await repo.findPage(db, page);
  if (!row) throw notFound('Page not found');
  return toApi(row);
}

export async function listPages(db: Db) {
  return (await repo.listPages(db)).map(toApi);
}

export async function createPage(db: Db, page: string, input: PageContentUpdate) {
  const row = await repo.insertPage(db, page, clean(input));
  if (!row) throw conflict(`Page "${page}" already exists`);
  return toApi(row);
}

export async function updatePage(db: Db, page: string, input: PageContentUpdate) {
  const row = await repo.updatePage(db, page, clean(input));
  if (!row) throw notFound('Page not found');
  return toApi(row);
}
