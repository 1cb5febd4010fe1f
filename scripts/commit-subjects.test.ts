import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Longest commit subject: `git log --oneline` stays readable; the detail goes in the body. */
const MAX_SUBJECT = 72;
/** The last commit before the rule; every commit after it must comply (issue 42). */
const RULE_CUT = '92458606dbf0b9f8fe2326328360cce7b7751471';

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** The subjects over the limit, each with its length. */
function tooLong(subjects: string[]) {
  return subjects
    .filter((subject) => subject.length > MAX_SUBJECT)
    .map((subject) => `${subject.length}: ${subject}`);
}

/**
 * The subjects of every commit after the cut; a clone without the cut's history (shallow)
 * has only HEAD to check.
 */
function subjectsSinceRule(): string[] {
  const lines = (text: string) => text.split('\n').filter((line) => line !== '');
  try {
    git('cat-file', '-e', `${RULE_CUT}^{commit}`);
  } catch {
    return lines(git('log', '-1', '--format=%s', 'HEAD'));
  }
  return lines(git('log', '--format=%s', `${RULE_CUT}..HEAD`));
}

describe('commit subjects', () => {
  it('finds a subject over 72 characters and accepts one of 72', () => {
    const long = `README: ${'x'.repeat(MAX_SUBJECT - 7)}`;
    const exact = 'y'.repeat(MAX_SUBJECT);
    expect(tooLong([exact, long, 'Short subject'])).toEqual([`${long.length}: ${long}`]);
  });

  it('every commit after the rule has a subject of at most 72 characters', () => {
    expect(tooLong(subjectsSinceRule())).toEqual([]);
  });
});
