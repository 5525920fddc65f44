import { describe, expect, it } from 'vitest';
import { pendingCopyNote } from './pending-copy-note';

const sentence = (note: ReturnType<typeof pendingCopyNote>) =>
  note ? `${note.before}${note.title ?? ''}${note.after}` : null;

describe('pendingCopyNote', () => {
  it('names a shared guidebook by its title, apart so it can be emphasised', () => {
    const note = pendingCopyNote({ guidebookData: { share_token: 'tok', title: '  Lisbon \n by night ' } });
    expect(note).toEqual({ before: "We'll save ", title: 'Lisbon by night', after: ' as a trip for you' });
  });

  it('keeps markup in a title as text, and a title no longer than a title may be', () => {
    const title = '<img src=x onerror=alert(1)>';
    expect(pendingCopyNote({ guidebookData: { share_token: 'tok', title } })?.title).toBe(title);
    const long = pendingCopyNote({ guidebookData: { share_token: 'tok', title: 'a'.repeat(500) } });
    expect(long?.title).toHaveLength(120);
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
