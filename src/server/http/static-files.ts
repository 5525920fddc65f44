import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../../shared/contracts/errors.js';
import { PRERENDERED_PAGES, prerenderedPageAt } from '../../shared/rules/prerendered-pages.js';
import { markedSignedIn } from '../../shared/rules/signed-in-mark.js';
import { isFriendPage, LEGACY_LINKS } from '../../shared/pages/page-table.js';
import { hasSessionCookie } from '../auth/session-cookie.js';
import { errorBody } from '../errors.js';
import type { ServerContext } from '../context.js';
import { MAP_PAGES, mapShellOf } from '../../shared/rules/rendered-app-page.js';
import { loadAppPages } from './app-pages.js';
import { loadPageRenderings, type RenderedPagesOf } from './page-renderings.js';
import { loadPageChunks, pagePreloads } from './page-preloads.js';
import { pageLanguage } from './page-language.js';
import { loadPageTexts } from './page-texts.js';

/** Paths that must never fall back to the app page: a missing file is a 404, not HTML. */
const NEVER_FALL_BACK =
  /^\/(api|assets|icons)(\/|$)|^\/(robots\.txt|sw\.js|manifest\.webmanifest|third-party-licenses\.txt)$/;

const SIGNED_IN_FRIEND_PAGE = 'friend-signed-in.html';

interface StaticFilesDeps {
  webDir: string | undefined;
  context: ServerContext;
  /** The features' pages sent drawn, given the build's drawings. */
  renderedPages: readonly RenderedPagesOf[];
}

export async function registerStaticFiles(app: FastifyInstance, deps: StaticFilesDeps): Promise<void> {
  const { webDir } = deps;
  registerLegacyRedirects(app);
  const prerenderedFiles = Object.keys(PRERENDERED_PAGES).map((name) => `${name}.html`);
  const chunks = webDir ? loadPageChunks(webDir) : null;
  const localize = await loadPageTexts(chunks);
  const pages = webDir
    ? loadAppPages(
        webDir,
        [
          'index.html',
          'app-render-shell.html',
          ...MAP_PAGES.map(mapShellOf),
          'friend.html',
          'friend-render-shell.html',
          ...prerenderedFiles,
        ],
        localize,
      )
    : null;
  // A friend page as built, for a browser with a session cookie: it shows a way back to the visitor's trips.
  pages?.derive(SIGNED_IN_FRIEND_PAGE, 'friend.html', markedSignedIn);
  const pageOr = (name: string) => (pages?.has(name) ? name : 'index.html');
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each text file (precompress-assets.mjs).
      preCompressed: true,
      // The build's own lists (.vite/) are not for browsers.
      dotfiles: 'ignore',
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // Not hashed (sw.js, the manifest, icons): asked again each time, so a new build is seen at once.
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (filePath.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!pages || !isPageRequest || NEVER_FALL_BACK.test(pathname)) {
      return reply
        .status(404)
        .send(errorBody(errorCodes.notFound, `Nothing is at ${request.method} ${pathname}.`));
    }
    // Client-side routes: the app page decides what to show, including its own not-found page.
    // "/" and "/auth" are drawn ahead for visitors; a browser with a session may be sent on instead.
    const signedIn = hasSessionCookie(request.headers.cookie);
    const prerendered = prerenderedPageAt(pathname, request.url.includes('?'));
    if (prerendered && !signedIn) {
      return pages.send(request, reply, pageOr(`${prerendered}.html`), pageLanguage(request, reply));
    }
    return sendPage(request, reply, pathname, signedIn);
  });

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    signedIn: boolean,
    head?: string,
  ) {
    if (!pages) throw new Error('The built app has no pages to send.');
    const locale = pageLanguage(request, reply);
    const preloads = pagePreloads(pathname, { signedIn, chunks, locale });
    if (preloads) reply.header('link', preloads);
    const friendPage = signedIn ? SIGNED_IN_FRIEND_PAGE : 'friend.html';
    const name = isFriendPage(pathname) ? pageOr(friendPage) : 'index.html';
    return pages.send(request, reply, name, locale, head);
  }

  const sendAsBuilt = (request: FastifyRequest, reply: FastifyReply, head?: string) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return sendPage(request, reply, pathname, hasSessionCookie(request.headers.cookie), head);
  };
  if (!webDir || !pages) return;
  const renderings = loadPageRenderings({
    webDir,
    source: (name, locale) => pages.sourceIn(name, locale),
    sendAsBuilt,
  });
  for (const register of deps.renderedPages) register(app, deps.context, renderings);
}

/** Links handed out by earlier versions keep working. */
function registerLegacyRedirects(app: FastifyInstance): void {
  // Pages, not API: they stay out of the API reference.
  const options = { schema: { hide: true } };
  for (const { from, to } of LEGACY_LINKS) {
    app.get<{ Params: { token: string } }>(from.path, options, (request, reply) =>
      reply.redirect(to.href({ token: request.params.token }), 301),
    );
  }
}
