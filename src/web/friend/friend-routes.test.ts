import { describe, expect, it } from 'vitest';
import { matchFriendRoute } from './friend-routes';

describe('matchFriendRoute', () => {
  it('finds the trip id of /hello and the token of /rec', () => {
    expect(matchFriendRoute('/hello/3f1c')).toEqual({ page: 'askById', tripId: '3f1c' });
    expect(matchFriendRoute('/rec/abc_-9')).toEqual({ page: 'askByToken', token: 'abc_-9' });
  });

  it('knows when the id or token is missing', () => {
    expect(matchFriendRoute('/hello')).toEqual({ page: 'askById' });
    expect(matchFriendRoute('/hello/')).toEqual({ page: 'askById' });
    expect(matchFriendRoute('/rec')).toEqual({ page: 'askByToken' });
  });

  it('matches both thank-you pages, the shared favourites and the shared guidebook', () => {
    expect(matchFriendRoute('/thank-you')).toEqual({ page: 'thankYou' });
    expect(matchFriendRoute('/thank-you/tok/')).toEqual({ page: 'thankYou', token: 'tok' });
    expect(matchFriendRoute('/shared-favorites/tok')).toEqual({ page: 'sharedFavorites', token: 'tok' });
    expect(matchFriendRoute('/shared-guidebook/a_b-9/')).toEqual({
      page: 'sharedGuidebook',
      token: 'a_b-9',
    });
    expect(matchFriendRoute('/shared-guidebook/a%2Fb')).toEqual({ page: 'sharedGuidebook', token: 'a/b' });
  });

  it('decodes a segment and refuses one that cannot be decoded', () => {
    expect(matchFriendRoute('/hello/a%20b')).toEqual({ page: 'askById', tripId: 'a b' });
    expect(matchFriendRoute('/hello/%E0%A4%A')).toEqual({ page: 'notFound' });
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
      expect(matchFriendRoute(path)).toEqual({ page: 'notFound' });
    }
  });
});
