/** Avatar fallback: first letters of first and last name, or "NN" when neither is known. */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || 'NN';
}
