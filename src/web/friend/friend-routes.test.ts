import { describe, expect, it } from 'vitest';
import { askByIdPath, matchFriendRoute, thankYouPath } from './friend-routes';

describe('matchFriendRoute', () => {
  it('finds the trip id of /hello and the token of /rec', () => {
    expect(matchFriendRoute('/hello/3f1c')).toEqual({ page: 'ask', by: 'id', tripId: '3f1c' });
    expect(matchFriendRoute('/rec/abc_-9')).toEqual({ page: 'ask', by: 'token', token: 'abc_-9' });
  });

  it('knows when the id or token is missing', () => {
    expect(matchFriendRoute('/hello')).toEqual({ page: 'ask', by: 'id', tripId: null });
    expect(matchFriendRoute('/hello/')).toEqual({ page: 'ask', by: 'id', tripId: null });
    expect(matchFriendRoute('/rec')).toEqual({ page: 'ask', by: 'token', token: null });
  });

  it('matches both thank-you pages, the shared favourites and the shared guidebook', () => {
    expect(matchFriendRoute('/thank-you')).toEqual({ page: 'thank-you', token: null });
    expect(matchFriendRoute('/thank-you/tok/')).toEqual({ page: 'thank-you', token: 'tok' });
    expect(matchFriendRoute('/shared-favorites/tok')).toEqual({ page: 'shared-favorites', token: 'tok' });
    expect(matchFriendRoute('/shared-guidebook/a_b-9/')).toEqual({
      page: 'shared-guidebook',
      token: 'a_b-9',
    });
    expect(matchFriendRoute('/shared-guidebook/a%2Fb')).toEqual({ page: 'shared-guidebook', token: 'a/b' });
  });

  it('decodes a segment and refuses one that cannot be decoded', () => {
    expect(matchFriendRoute('/hello/a%20b')).toEqual({ page: 'ask', by: 'id', tripId: 'a b' });
    expect(matchFriendRoute('/hello/%E0%A4%A')).toEqual({ page: 'not-found' });
  });

  it('sends anything else to not-found', () => {
    for (const path of [
      '/',
      '/shared-favorites',
      '/shared-guidebook',
      '/shared-guidebook/tok/map',
      '/hello/a/map',
      '/trip/1',
      '/hello-world',
    ]) {
      expect(matchFriendRoute(path)).toEqual({ page: 'not-found' });
    }
  });
});

describe('paths', () => {
  it('keeps the share token on the thank-you page', () => {
    expect(thankYouPath(null)).toBe('/thank-you');
    expect(thankYouPath('a/b')).toBe('/thank-you/a%2Fb');
    expect(askByIdPath('id 1')).toBe('/hello/id%201');
  });
});
