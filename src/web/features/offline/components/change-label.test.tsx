import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SOURCE_LOCALE } from '../../../../shared/i18n/locales.js';
import { translatorOf } from '../../../../shared/i18n/messages.js';
import { labelOf, type ChangeLabel, type RefusedChange } from '../queue-rules';
import { ChangeLabelText, refusalText } from './change-label';

const drawn = (label: ChangeLabel | string) => renderToStaticMarkup(<ChangeLabelText label={label} />);
const text = (label: ChangeLabel | string) => drawn(label).replace(/<[^>]+>/g, '');
const t = translatorOf(SOURCE_LOCALE);

describe('a change made offline, in words', () => {
  it('names the change in the owner’s words', () => {
    expect(text(labelOf({ kind: 'flags', flags: { is_completed: true }, tipText: 'Ramen' }))).toBe(
      '“Ramen” marked done',
    );
    expect(text(labelOf({ kind: 'flags', flags: { is_completed: false }, tipText: 'Ramen' }))).toBe(
      '“Ramen” marked not done',
    );
    expect(text(labelOf({ kind: 'flags', flags: { is_favorite: true }, tipText: 'Ramen' }))).toBe(
      '“Ramen” marked a favourite',
    );
    expect(text(labelOf({ kind: 'flags', flags: { is_favorite: false }, tipText: 'Ramen' }))).toBe(
      '“Ramen” marked not a favourite',
    );
    expect(text(labelOf({ kind: 'add', texts: ['Ramen', 'Tea', 'Temple'] }))).toBe(
      'New tip “Ramen” and 2 more',
    );
    expect(text(labelOf({ kind: 'add', texts: ['x'.repeat(80)] }))).toBe(`New tip “${'x'.repeat(57)}…”`);
  });

  it('keeps the tip’s own text in its own direction', () => {
    expect(drawn({ kind: 'flags', flag: 'done', tipText: 'رامن' })).toBe('“<bdi>رامن</bdi>” marked done');
  });

  it('shows a label stored as text as it is', () => {
    expect(text('“Ramen” marked done')).toBe('“Ramen” marked done');
  });

  it('counts the changes a sign-out would leave unsent', () => {
    expect([1, 2, 12].map((count) => t('app.unsentChanges.title', { count }))).toEqual([
      '1 change not yet sent',
      '2 changes not yet sent',
      '12 changes not yet sent',
    ]);
  });

  it('tells the server’s reason for a refusal', () => {
    const refused: RefusedChange = {
      change: { id: '1', userId: 'u1', tripId: 't1', kind: 'add', entries: [], label: '' },
      status: 404,
      code: 'NOT_FOUND',
      message: 'This recommendation no longer exists.',
    };
    expect(refusalText(t, refused)).toBe('This recommendation no longer exists.');
    expect(refusalText(t, { change: refused.change, message: 'Gone.' })).toBe('Gone.');
  });
});
