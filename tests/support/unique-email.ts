let counter = 0;

/** An address no other account of the run has (kept apart from test-app.ts, which loads the whole app). */
export function uniqueEmail(prefix = 'traveller'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
