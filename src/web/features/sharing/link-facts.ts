import { longUsDate } from './long-us-date';

/** "Opened 3 times": how often a share link was opened, in words. */
export function opensText(opens: number): string {
  if (opens <= 0) return 'Not opened yet';
  if (opens === 1) return 'Opened once';
  return `Opened ${opens.toLocaleString('en-US')} times`;
}

/** The facts under a link in the Sharing panel: made when, until when, how often opened. */
export function linkFacts(link: { created_at: string; expires_at?: string; opens: number }): string[] {
  const made = longUsDate(link.created_at);
  const until = link.expires_at === undefined ? 'Never expires' : expiryText(link.expires_at);
  return [made ? `Made ${made}` : null, until, opensText(link.opens)].filter(
    (fact): fact is string => fact !== null,
  );
}

function expiryText(expiresAt: string): string | null {
  const until = longUsDate(expiresAt);
  return until ? `Works until ${until}` : null;
}
