import { useMutationState, type MutationKey } from '@tanstack/react-query';

/** The tips a pending mutation is about: its variables carry `tipId` or `tipIds`, or are the ids themselves. */
function tipIdsOf(variables: unknown): string[] {
  if (typeof variables === 'string') return [variables];
  if (Array.isArray(variables)) return variables.filter((id): id is string => typeof id === 'string');
  const { tipId, tipIds } = (variables ?? {}) as { tipId?: string; tipIds?: string[] };
  return [...(tipId ? [tipId] : []), ...(tipIds ?? [])];
}

/**
 * The tips with a change or a delete on its way to the server, so their cards can disable their buttons.
 * Each key also covers the mutations under it (a change to several tips at once, say).
 */
export function usePendingTipIds(changeKey: MutationKey, deleteKey: MutationKey): ReadonlySet<string> {
  const changing = useMutationState({
    filters: { mutationKey: changeKey, status: 'pending' },
    select: (mutation) => tipIdsOf(mutation.state.variables),
  });
  const deleting = useMutationState({
    filters: { mutationKey: deleteKey, status: 'pending' },
    select: (mutation) => tipIdsOf(mutation.state.variables),
  });
  return new Set([...changing, ...deleting].flat());
}
