import { describe, expect, it } from 'vitest';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { pendingCopyNote } from './pending-copy-note';

const t = translatorOf(SOURCE_LOCALE);

const sentence = (note: ReturnType<typeof pendingCopyNote>) => {
  if (!note) return null;
  return note.key === 'auth.pendingCopy.namedGuidebook'
    ? t(note.key, { into: note.into, title: note.title })
    : t(note.key, { into: note.into });
};

describe('pendingCopyNote', () => {
  it('names a shared guidebook by its title, apart so it can be emphasised', () => {
    const note = pendingCopyNote({ guidebookData: { share_token: 'tok', title: '  Lisbon \n by night ' } });
    expect(note).toEqual({ key: 'auth.pendingCopy.namedGuidebook', into: 'trip', title: 'Lisbon by night' });
    expect(sentence(note)).toBe("We'll save Lisbon by night as a trip for you");
  });

  it('keeps markup in a title as text, and a title no longer than a title may be', () => {
    const title = '<img src=x onerror=alert(1)>';
    const note = pendingCopyNote({ guidebookData: { share_token: 'tok', title } });
    expect(note && 'title' in note ? note.title : null).toBe(title);
    const long = pendingCopyNote({ guidebookData: { share_token: 'tok', title: 'a'.repeat(500) } });
    expect(long && 'title' in long ? long.title : null).toHaveLength(120);
  });

  it('speaks of the guidebook when its title is missing or blank', () => {
    for (const title of [undefined, '   ', 42]) {
      expect(sentence(pendingCopyNote({ guidebookData: { share_token: 'tok', title } }))).toBe(
        "We'll save this guidebook as a trip for you",
      );
    }
  });

  it('says shared favourites become a guidebook, or a trip when that was chosen', () => {
    expect(sentence(pendingCopyNote({ tripData: { share_token: 'tok' } }))).toBe(
      "We'll save these tips as a guidebook for you",
    );
    expect(sentence(pendingCopyNote({ tripData: { share_token: 'tok', save_as: 'trip' } }))).toBe(
      "We'll save these tips as a trip for you",
    );
  });

  it("says a friend's sent tips become a guidebook", () => {
    expect(sentence(pendingCopyNote({ tripData: { receipt: 'r' } }))).toBe(
      "We'll save the tips you sent as a guidebook for you",
    );
  });

  it('says nothing when nothing that can be copied was carried', () => {
    expect(pendingCopyNote({})).toBeNull();
    expect(pendingCopyNote({ initialView: 'signup' })).toBeNull();
    expect(pendingCopyNote({ guidebookData: { title: 'No token' } })).toBeNull();
  });
});
