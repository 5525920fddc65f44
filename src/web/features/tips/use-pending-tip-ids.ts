import { useMutationState, type MutationKey } from '@tanstack/react-query';

/**
 * The tips with a change or a delete on its way to the server, so their cards can disable their buttons.
 * The change mutation's variables carry `tipId`; the delete mutation's variables are the tip id.
 */
export function usePendingTipIds(changeKey: MutationKey, deleteKey: MutationKey): ReadonlySet<string> {
  const changing = useMutationState({
    filters: { mutationKey: changeKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { tipId?: string } | undefined)?.tipId,
  });
  const deleting = useMutationState({
    filters: { mutationKey: deleteKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set([...changing, ...deleting].filter((id): id is string => id !== undefined));
}
