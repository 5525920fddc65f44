// What a row of the authorization matrix says (authorization-rows.ts and its families), apart from the rows
// themselves, so that each family's file can name it without importing the others.
import type { Access } from '../../src/shared/contracts/contract.js';
import type { ListAction } from '../../src/shared/rules/list-roles.js';
import type { Actor, Holder, Kind, World } from './authorization-matrix.js';

export type Target = { holder?: Holder; values: Record<string, string> };

export interface Row {
  access: Access;
  /** What the path parameters (or, for copies, the body's share token) refer to. */
  kind?: Kind;
  query?: string;
  body?: (target: Target, world: World) => unknown;
  /** A multipart request: a profile picture, or a file of places to import. */
  upload?: 'image' | 'places';
  /** Path parameters that are the same in every cell (which of a route's pages it serves). */
  params?: Record<string, string>;
  /** The answer to a link that leads nowhere (missing, revoked, expired), where it is not a refusal. */
  nowhere?: number;
  /** Deletes what it names: each cell gets a resource of its own. */
  consumes?: true;
  /** Acts on the caller's account (password, deletion, sign-out): each signed-in cell uses a new account. */
  disposable?: true;
  /** Succeeds for anyone holding the share token, and its answer shows what was shared. */
  shares?: true;
  stream?: true;
  /** A signed-in actor's own answer where it differs by who the actor is (the admin's address is verified). */
  answers?: Partial<Record<Actor, number>>;
  /**
   * What the route does to the list its parameters name (decision 069): the owner's companions are
   * answered by their role, an editor or a viewer as the role allows, anyone else as a stranger.
   */
  action?: ListAction;
  /** The answer when the caller holds what the parameters name, where it is not a success (one's own invite). */
  toItsHolder?: number;
  /** What to delete after a success, so a copy does not show up in the caller's later lists. */
  cleanup?: (answer: never) => string;
}

export const entries = { entries: [{ category: 'do', content: 'A tip from the matrix' }] };
