/** A follow link's token or a follow mail's code in an address: the segment after these. */
const SECRET_SEGMENT = /(\/follow(?:-links)?\/|\/follow-mail\/(?:confirm|stop)\/)[^/?#]+/g;

/**
 * The address as a log line may show it: follow tokens and mail codes open a friend's page or change
 * their mail (decision 062), so a log at debug level, which names each request, never holds one.
 */
export const withoutFollowTokens = (url: string) => url.replace(SECRET_SEGMENT, '$1[hidden]');
