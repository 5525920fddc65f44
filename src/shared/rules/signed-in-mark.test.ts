import { describe, expect, it } from 'vitest';
import { markedSignedIn, SIGNED_IN_MARK } from './signed-in-mark.js';

describe('markedSignedIn', () => {
  it('puts the mark on the html element once, keeping its attributes', () => {
    const html = '<!doctype html>\n<html lang="en">\n<head></head><body><p>html</p></body></html>';
    const marked = markedSignedIn(html);
    expect(marked).toContain(`<html ${SIGNED_IN_MARK} lang="en">`);
    expect(marked.split(SIGNED_IN_MARK)).toHaveLength(2);
    expect(marked.replace(` ${SIGNED_IN_MARK}`, '')).toBe(html);
  });

  it('leaves a page without an html element as it is', () => {
    expect(markedSignedIn('<!doctype html><div id="root"></div>')).toBe(
      '<!doctype html><div id="root"></div>',
    );
  });
});
