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

/** `?action=sign_up` and a requested initial view both open sign-up; login is the default. */
export function initialAuthView(searchParams: URLSearchParams, carried: AuthCarriedData): AuthView {
  if (searchParams.get('action') === 'sign_up') return 'signup';
  return carried.initialView ?? 'login';
}

/** Where a new account goes first: to what it came to keep, otherwise to its profile. */
export function signUpDestination(carried: AuthCarriedData): string {
  if (carried.guidebookData !== undefined) return '/dashboard';
  if (carried.tripData !== undefined) return '/guidebooks';
  return '/profile';
}
