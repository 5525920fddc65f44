import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { linkFacts, linkFactText } from './link-facts';

const t = translatorOf('en');
const inWords = (link: Parameters<typeof linkFacts>[0]) =>
  linkFacts(link).map((fact) => linkFactText(t, fact));

describe('the facts of a link in the Sharing panel', () => {
  it('says how often a link was opened in words', () => {
    expect([0, 1, 2, 1234].map((count) => linkFactText(t, { key: 'public.links.opens', count }))).toEqual([
      'Not opened yet',
      'Opened once',
      'Opened 2 times',
      'Opened 1,234 times',
    ]);
  });

  it('says when a link was made, until when it works, and how often it was opened', () => {
    const link = { created_at: '2026-11-02T12:00:00.000Z', expires_at: '2026-12-02T12:00:00.000Z', opens: 5 };
    expect(inWords(link)).toEqual([
      'Made November 2, 2026',
      'Works until December 2, 2026',
      'Opened 5 times',
    ]);
  });

  it('says an ask link never expires, and leaves out a date it cannot read', () => {
    expect(inWords({ created_at: '2026-11-02T12:00:00.000Z', opens: 1 })).toEqual([
      'Made November 2, 2026',
      'Never expires',
      'Opened once',
    ]);
    expect(inWords({ created_at: 'soon', expires_at: 'later', opens: 0 })).toEqual(['Not opened yet']);
  });
});
