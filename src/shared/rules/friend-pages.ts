/** Pages a friend opens from a link: served from the light friend entry, not the owner app. */
export const FRIEND_PAGE_PATHS =
  /^\/(hello|rec)(\/[^/]+)?\/?$|^\/thank-you(\/[^/]+)?\/?$|^\/shared-(favorites|guidebook)\/[^/]+\/?$/;

export const isFriendPage = (pathname: string) => FRIEND_PAGE_PATHS.test(pathname);
