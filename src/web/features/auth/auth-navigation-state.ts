import { copyDestination, copyRequestFor } from '../../../shared/rules/copy-request.js';
import { pageAt, PAGES, signUpHref } from '../../../shared/pages/page-table.js';

export type AuthView = 'login' | 'signup' | 'reset';

/**
 * What other pages may hand to /auth through navigation state: the view to open and, from the public
 * pages, the trip or guidebook a visitor wants to keep once they have an account, or the page to come back
 * to once signed in (an invite's join page).
 */
export type AuthCarriedData = {
  initialView?: AuthView;
  tripData?: unknown;
  guidebookData?: unknown;
  returnTo?: string;
};

/** The pages /auth may send a visitor back to: an address of this app's join page, never another site. */
const RETURN_PAGES = new Set(['join']);

/** `value` when it is the address of a page a visitor may come back to after signing in, else undefined. */
export function returnPathOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  const page = pageAt(value);
  return page && RETURN_PAGES.has(page.name) ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isAuthView(value: unknown): value is AuthView {
  return value === 'login' || value === 'signup' || value === 'reset';
}

/** Navigation state comes from history and may be anything: keep only what we understand. */
export function readAuthNavigationState(state: unknown): AuthCarriedData {
  if (!isRecord(state)) return {};
  return {
    initialView: isAuthView(state.initialView) ? state.initialView : undefined,
    tripData: state.tripData ?? undefined,
    guidebookData: state.guidebookData ?? undefined,
    returnTo: returnPathOf(state.returnTo),
  };
}

/**
 * The friend pages are another page entry: their links to /auth are full page loads, which drop history
 * state. What they want to hand over travels in sessionStorage under this key instead.
 */
export const AUTH_CARRY_OVER_KEY = 'authCarryOver';

/** Called by a friend page just before it opens /auth. */
export function carryOverToAuth(data: AuthCarriedData): void {
  try {
    globalThis.sessionStorage.setItem(AUTH_CARRY_OVER_KEY, JSON.stringify(data));
  } catch {
    // Storage blocked or full: /auth still opens, only without the carried data.
  }
}

/**
 * A friend page's way into an account, carrying what the visitor wants to keep: a full page load of
 * /auth opening on sign-up. A signed-in visitor goes the same way; /auth sends them straight on to the copy.
 */
export function openAuthCarrying(data: Omit<AuthCarriedData, 'initialView'>): void {
  carryOverToAuth({ initialView: 'signup', ...data });
  window.location.assign(signUpHref());
}

/**
 * What a friend page carried over (`null` when nothing), removed so it is read once. The removal waits
 * for the current task to finish, so a repeated read in the same render (React's development double
 * render of state initialisers) sees the same value.
 */
export function takeCarriedOverState(): unknown {
  try {
    const storage = globalThis.sessionStorage;
    const text = storage.getItem(AUTH_CARRY_OVER_KEY);
    if (text === null) return null;
    setTimeout(() => storage.removeItem(AUTH_CARRY_OVER_KEY), 0);
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** `?action=sign_up` and a requested initial view both open sign-up; login is the default. */
export function initialAuthView(searchParams: URLSearchParams, carried: AuthCarriedData): AuthView {
  if (searchParams.get('action') === 'sign_up') return 'signup';
  return carried.initialView ?? 'login';
}

/**
 * Where a new account goes first: back to the page it came from (an invite to join), or where the copy of
 * what it came to keep will appear (the dashboard for a trip made from a guidebook, My Guidebooks for a
 * guidebook made from a trip's tips), otherwise its profile.
 */
export function signUpDestination(carried: AuthCarriedData): string {
  return carried.returnTo ?? copyDestination(carried) ?? PAGES.profile.href();
}

/** Where /auth sends a visitor who is already signed in: the same place as a new account, else their trips. */
export function signedInDestination(carried: AuthCarriedData): string {
  return carried.returnTo ?? copyDestination(carried) ?? PAGES.dashboard.href();
}

/** What a visitor came to keep, held for the copy into their account (docs/decisions/015 and 018). */
export const PENDING_COPY_KEY = 'tiplist.pendingCopy';

export type PendingCopy = {
  tripData?: unknown;
  guidebookData?: unknown;
  keptAt: string;
  /** Kept by a sign-up: the copy's toast is then the new account's welcome. */
  fromSignUp?: boolean;
};

/**
 * The keep/copy step's first half: the carried trip or guidebook is written to localStorage, where it
 * survives reloads and closed tabs until the copy is made (features/copies). Only what can be copied is
 * kept. Returns whether it was kept.
 */
export function savePendingCopy(
  carried: AuthCarriedData,
  { fromSignUp = false, now = new Date() }: { fromSignUp?: boolean; now?: Date } = {},
): boolean {
  if (!copyRequestFor(carried)) return false;
  const pending: PendingCopy = {
    tripData: carried.tripData,
    guidebookData: carried.guidebookData,
    keptAt: now.toISOString(),
    fromSignUp,
  };
  try {
    globalThis.localStorage.setItem(PENDING_COPY_KEY, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}
