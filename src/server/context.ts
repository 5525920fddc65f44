import type { Auth } from './auth/auth.js';
import type { SessionReader } from './auth/session.js';
import type { ReadCaches } from './cache/read-cache.js';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import type { EventBus } from './realtime/event-bus.js';
import type { EventStreams } from './realtime/event-streams.js';
import type { HandlersInFlight } from './http/handlers-in-flight.js';
import type { LinkOpens } from './http/link-opens.js';
import type { PlaceSearch } from './features/places/places.service.js';

/** What feature routes are given: nothing global, everything passed in. */
export interface ServerContext {
  config: AppConfig;
  db: Db;
  auth: Auth;
  sessions: SessionReader;
  bus: EventBus;
  /** Owners' open pages (Server-Sent Events), shared by every feature so its limits count them all. */
  streams: EventStreams;
  /** Route handlers at work, which closing waits for before the database goes. */
  handlers: HandlersInFlight;
  /** How often each share link was opened, written a second at a time. */
  opens: LinkOpens;
  /** The hot API reads' cached pages (decision 033), which their rendered pages read through too. */
  readCaches: ReadCaches;
  /** Place search and the locating of destinations, through the configured provider or offline. */
  places: PlaceSearch;
}
