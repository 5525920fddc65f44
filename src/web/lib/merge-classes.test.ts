import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every class-like word in the string literals of src/web: the classes the app can ever combine. */
function classVocabulary(): string[] {
  const tokens = new Set<string>();
  const files = readdirSync(webDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\./.test(file) && !file.endsWith('merge-classes.ts'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(webDir, file), 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const token of (literal[2] ?? '').split(/\s+/)) {
        if (/^!?-?[a-z[@*][\w\-:[\]/.%#()!,&_='>*+@]*!?$/.test(token)) tokens.add(token);
      }
    }
  }
  // tailwind-merge folds a repeated class into one, and leaves repeated other words alone.
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token).sort();
}

describe('mergeClasses', () => {
  it('leaves words that are not classes alone', () => {
    expect(mergeClasses('tiplist-card tiplist-card top-center')).toBe('tiplist-card tiplist-card top-center');
  });

  it('lets a later class override an earlier one of the same kind, under the same variants', () => {
    expect(mergeClasses('h-11 px-5 text-sm h-9')).toBe('px-5 text-sm h-9');
    expect(mergeClasses('px-2 py-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('ps-3 me-1 px-4 mx-2')).toBe('px-4 mx-2');
    expect(mergeClasses('end-3 inset-x-0')).toBe('inset-x-0');
    expect(mergeClasses('text-sm text-slate-900 text-base')).toBe('text-slate-900 text-base');
    expect(mergeClasses('hover:bg-white bg-red-700 hover:bg-slate-50')).toBe('bg-red-700 hover:bg-slate-50');
    expect(mergeClasses('[&_svg]:size-4 [&_svg]:size-5 size-9 size-12')).toBe('[&_svg]:size-5 size-12');
    expect(mergeClasses('  border-l-4  border-l-sky-500 tiplist-card ')).toBe(
      'border-l-4 border-l-sky-500 tiplist-card',
    );
  });

  it('agrees with tailwind-merge on every pair of classes used in the app', () => {
    const vocabulary = classVocabulary();
    expect(vocabulary.length).toBeGreaterThan(400);
    const disagreements: string[] = [];
    for (const first of vocabulary) {
      for (const second of vocabulary) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (mergeClasses(pair) !== expected) disagreements.push(`"${pair}" → "${expected}"`);
      }
    }
    expect(disagreements.slice(0, 40)).toEqual([]);
    // Some 200,000 merges each way: about 5 s alone, longer while other suites share the two cores.
  }, 60_000);
});
