import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageModuleFile, type PageModule } from '@atelier/core';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The web fonts' stylesheet, an input of its own in apps/web/vite.config.ts (decision 036). */
const FONTS_SOURCE = 'src/styles/fonts.css';

const readManifest = (dist: string | undefined): Manifest | null => {
  const file = dist ? path.join(dist, '.vite', 'manifest.json') : null;
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
};

/** The URL of the web fonts' stylesheet in the build, or null (no build, or none made). */
export function fontsStylesheet(dist: string | undefined): string | null {
  const chunk = readManifest(dist)?.[FONTS_SOURCE];
  return chunk ? `/${chunk.file}` : null;
}

/**
 * The files each public page module needs beyond the app's entry, from the manifest Vite
 * writes at build time (dist/.vite/manifest.json). The server preloads them with the page, so
 * the browser fetches the page's code alongside the entry instead of after it.
 */
export function pageAssets(dist: string | undefined): (module: PageModule | null) => string[] {
  const manifest = readManifest(dist);
  if (!manifest) return () => [];

  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) closure(next, seen);
  };
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entryKeys);

  const cache = new Map<PageModule, string[]>();
  return (module) => {
    if (!module) return [];
    const known = cache.get(module);
    if (known) return known;
    const keys = new Set<string>();
    closure(pageModuleFile(module), keys);
    const files: string[] = [];
    for (const key of keys) {
      if (entryKeys.has(key)) continue;
      const chunk = manifest[key]!;
      files.push(`/${chunk.file}`, ...(chunk.css ?? []).map((css) => `/${css}`));
    }
    cache.set(module, files);
    return files;
  };
}
