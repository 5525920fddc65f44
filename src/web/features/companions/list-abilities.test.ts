import { describe, expect, it } from 'vitest';
import { abilitiesOf, accessOf, isShared, summaryAccessOf } from './list-abilities';

describe('what a reader of a list may do there', () => {
  it('gives the owner every control, an editor all but the owner’s, a viewer none', () => {
    expect(abilitiesOf('owner')).toEqual({ edit: true, share: true, own: true });
    expect(abilitiesOf('editor')).toEqual({ edit: true, share: true, own: false });
    expect(abilitiesOf('viewer')).toEqual({ edit: false, share: false, own: false });
  });

  it('reads a copy kept before lists had companions as its owner’s', () => {
    expect(accessOf({})).toEqual({ role: 'owner', shared_by: null, new_tip_mail: false });
    expect(accessOf({ access: { role: 'viewer', shared_by: 'Ana', new_tip_mail: false } })).toEqual({
      role: 'viewer',
      shared_by: 'Ana',
      new_tip_mail: false,
    });
    expect(summaryAccessOf({})).toEqual({ role: 'owner', shared_by: null });
    expect(summaryAccessOf({ role: 'editor', shared_by: 'Rui' })).toEqual({
      role: 'editor',
      shared_by: 'Rui',
    });
  });

  it('calls a list shared when it is someone else’s', () => {
    expect(isShared({ role: 'owner', shared_by: null })).toBe(false);
    expect(isShared({ role: 'editor', shared_by: 'Ana' })).toBe(true);
  });
});
