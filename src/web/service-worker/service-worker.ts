/// <reference lib="webworker" />
// The owner app's service worker (decision 024), built by scripts/build-service-worker.mjs into
// dist/web/sw.js with the list of files to keep: the app's page and every file the owner's pages load.
import { forgetOfflineCopies, OFFLINE_COPIES_PREFIX, offlineCopiesCacheOf } from '../lib/offline-copies';
import {
  isOfflineCopyFresh,
  COPIED_AT_HEADER,
  readBehindPage,
  routeOf,
  SESSION_PATH,
} from './request-routes';

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE_URLS__: string[];
declare const __PRECACHE_VERSION__: string;

const SHELL_PREFIX = 'tiplist-shell-';
const SHELL_CACHE = `${SHELL_PREFIX}${__PRECACHE_VERSION__}`;
const APP_PAGE = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(SHELL_CACHE)).addAll(__PRECACHE_URLS__);
      // The files are all in: this version may take over from the last one at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter(
        (name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE,
      );
      await Promise.all(old.map((name) => caches.delete(name)));
      await dropStaleCopies();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, self.location.origin);
  if (route === 'page') event.respondWith(page(event));
  else if (route === 'session') event.respondWith(session(event.request));
  else if (route === 'read') event.respondWith(read(event));
  else if (route === 'file') event.respondWith(file(event.request));
});

/** The page asks for the reads behind it to be kept: it was drawn by the server, its data never fetched. */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; path?: unknown } | null;
  if (data?.type === 'page-opened' && typeof data.path === 'string')
    event.waitUntil(keepReadsBehind(data.path));
});

async function page(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepReadsBehind(new URL(event.request.url).pathname));
    return response;
  } catch {
    event.waitUntil(dropStaleCopies());
    return (await caches.match(APP_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

async function file(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL_CACHE })) ?? fetch(request);
}

/** The kept reads of the account signed in now, or null before any is known. */
async function accountCache(): Promise<Cache | null> {
  const name = (await caches.keys()).find((key) => key.startsWith(OFFLINE_COPIES_PREFIX));
  return name ? caches.open(name) : null;
}

/** The copy kept of `request` while it is younger than 30 days; an older one is dropped, not read. */
async function offlineCopy(request: Request | string): Promise<Response | null> {
  const cache = await accountCache();
  const copy = await cache?.match(request);
  if (!cache || !copy) return null;
  if (isOfflineCopyFresh(copy.headers.get(COPIED_AT_HEADER), Date.now())) return copy;
  await cache.delete(request);
  return null;
}

/** Drops every copy past its age, so what nobody reads does not stay either. */
async function dropStaleCopies(): Promise<void> {
  const cache = await accountCache();
  if (!cache) return;
  for (const request of await cache.keys()) await offlineCopy(request);
}

/** The answer as it is kept: with the moment it was kept, which bounds how long it is read offline. */
function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(COPIED_AT_HEADER, String(Date.now()));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A session answer names the account whose reads may be kept: any other account's are forgotten. */
async function followSession(response: Response): Promise<Cache | null> {
  if (!response.ok) return accountCache();
  const { user } = (await response.clone().json()) as { user: { id: string } | null };
  const name = user ? offlineCopiesCacheOf(user.id) : undefined;
  await forgetOfflineCopies(name);
  if (!name) return null;
  const cache = await caches.open(name);
  await cache.put(SESSION_PATH, stamped(response));
  return cache;
}

async function session(request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (await offlineCopy(SESSION_PATH)) ?? Response.error();
  }
  // An answer that cannot be read names nobody new: what is kept stays as it is.
  await followSession(response.clone()).catch(() => null);
  return response;
}

async function read(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    event.waitUntil(saveOfflineCopy(request.url, response.clone()));
    return response;
  } catch {
    return (await offlineCopy(request)) ?? Response.error();
  }
}

/** Keeps a read's answer for its account; a trip gone (404) or a session ended (401) is kept no more. */
async function saveOfflineCopy(url: string, response: Response): Promise<void> {
  if (response.status === 401) return forgetOfflineCopies();
  const cache = (await accountCache()) ?? (await learnAccount());
  if (!cache) return;
  if (response.ok) await cache.put(url, stamped(response));
  else if (response.status === 404) await cache.delete(url);
}

/** Asks the server who is signed in; null when nobody is, or the server cannot say. */
async function learnAccount(): Promise<Cache | null> {
  try {
    return await followSession(await fetch(SESSION_PATH, { headers: { accept: 'application/json' } }));
  } catch {
    return null;
  }
}

async function keepReadsBehind(pathname: string): Promise<void> {
  const cache = await learnAccount();
  const url = readBehindPage(pathname);
  if (!cache || !url) return;
  try {
    await saveOfflineCopy(url, await fetch(url, { headers: { accept: 'application/json' } }));
  } catch {
    // Offline again: the copy kept before, if any, stays.
  }
}
