import { describe, expect, it } from 'vitest';
import { mayDo, rolesAllowedTo, type ListAction, type ListRole } from './list-roles.js';

const ACTIONS: ListAction[] = ['read', 'edit', 'share', 'own'];

describe('mayDo', () => {
  it.each<[ListRole | null, ListAction[]]>([
    ['owner', ['read', 'edit', 'share', 'own']],
    ['editor', ['read', 'edit', 'share']],
    ['viewer', ['read']],
    [null, []],
  ])('lets %s do exactly %j', (role, allowed) => {
    expect(ACTIONS.filter((action) => mayDo(role, action))).toEqual(allowed);
  });
});

describe('rolesAllowedTo', () => {
  it('names the roles of each action', () => {
    expect(rolesAllowedTo('read')).toEqual(['owner', 'editor', 'viewer']);
    expect(rolesAllowedTo('edit')).toEqual(['owner', 'editor']);
    expect(rolesAllowedTo('own')).toEqual(['owner']);
  });
});
