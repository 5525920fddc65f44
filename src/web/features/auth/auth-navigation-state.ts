export type AuthView = 'login' | 'signup' | 'reset';

/**
 * What other pages may hand to /auth through navigation state: the view to open and, from the public
 * pages, the trip or guidebook a visitor wants to keep once they have an account.
 */
export type AuthCarriedData = {
  initialView?: AuthView;
  tripData?: unknown;
  guidebookData?: unknown;
};

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

/** Where a new account goes first: where what it came to keep will be, otherwise to its profile. */
export function signUpDestination(carried: AuthCarriedData): string {
  // A guidebook is copied into a new trip on the dashboard. A trip's tips become a guidebook once
  // guidebooks exist; until then they wait (keepForCopy) and the account starts on its dashboard.
  if (carried.guidebookData !== undefined || carried.tripData !== undefined) return '/dashboard';
  return '/profile';
}

/** What a visitor came to keep, held for the copy into their account (see docs/decisions/015). */
export const PENDING_COPY_KEY = 'tiplist.pendingCopy';

export type PendingCopy = { tripData?: unknown; guidebookData?: unknown; keptAt: string };

/**
 * The keep/copy step's first half: the carried trip or guidebook is written to localStorage, where it
 * survives reloads and closed tabs until the copy is made. Returns whether there was anything to keep.
 */
export function keepForCopy(carried: AuthCarriedData, now = new Date()): boolean {
  if (carried.tripData === undefined && carried.guidebookData === undefined) return false;
  const pending: PendingCopy = {
    tripData: carried.tripData,
    guidebookData: carried.guidebookData,
    keptAt: now.toISOString(),
  };
  try {
    globalThis.localStorage.setItem(PENDING_COPY_KEY, JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}
