import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { htmlToText, personaliseText, webVersion } from './newsletter-issues.emails';
import * as repo from './newsletter-issues.repository';
import {
  imageSources,
  renderBody,
  siteRelativeImages,
  type RenderDeps,
} from './newsletter-rendering.service';

/*
 * The archive on the mailing list page (decision 031): sent issues the artist published on the
 * web, without anyone's personal links, showing only what any visitor may see.
 */

export async function archiveList(db: DbOrTx) {
  const rows = await repo.archiveList(db);
  return rows.map((r) => ({
    slug: r.web_slug,
    subject: r.subject,
    preheader: r.preheader,
    sent_at: r.sent_at!.toISOString(),
  }));
}

/** An issue's page on the web, as any visitor may see it (no preview work, no draft post). */
export const webCopy = async (deps: RenderDeps, bodyHtml: string) =>
  webVersion(await renderBody(deps, bodyHtml, 'visitors'));

/**
 * A published issue as it was sent: the copy frozen when sending started (issues sent before
 * that copy was kept are rendered for visitors now).
 */
export async function archiveIssue(deps: RenderDeps, slug: string) {
  const r = await repo.archiveIssue(deps.db, slug);
  if (!r) throw notFound('Issue not found');
  // Images from the page's own address, also in copies kept before this was so.
  const html = siteRelativeImages(
    r.web_html ?? (await webCopy(deps, r.body_html)),
    deps.config.publicUrl,
  );
  return {
    slug: r.web_slug,
    subject: personaliseText(r.subject, null),
    preheader: r.preheader,
    description: r.preheader || htmlToText(html).slice(0, 200),
    sent_at: r.sent_at!.toISOString(),
    html,
    image_url: imageSources(html)[0] ?? null,
  };
}
