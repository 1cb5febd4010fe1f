import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The repository explains itself: comments and docs cite docs/product.md, docs/design.md,
 * docs/server-conventions.md or a decision record, never a document kept outside it.
 */
describe('citations', () => {
  it('no tracked file cites a document that is not in the repository', () => {
    const outside = ['SPEC', 'ARCHITECTURE', 'STYLE.md', 'DESIGN.md', '../shared'];
    const pattern = outside.map((name) => name.replace(/\./g, '\\.')).join('|');
    let found = '';
    try {
      found = execFileSync(
        'git',
        [
          'grep',
          '-n',
          '-E',
          `(${pattern})`,
          '--',
          '.',
          ':!package-lock.json',
          ':!scripts/docs-in-repo.test.ts',
        ],
        { cwd: root, encoding: 'utf8' },
      );
    } catch (error) {
      // git grep exits 1 when nothing matches: the expected outcome.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found).toBe('');
  });
});
