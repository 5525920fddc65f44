import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { guidebookKeys } from '../guidebooks/api';
import { refetchCopiedLists } from './run-pending-copy';

describe('the lists after a copy', () => {
  it('are fetched afresh even when a first fetch began before the copy and answers after it', async () => {
    const client = new QueryClient();
    const answers: ((value: string[]) => void)[] = [];
    const observer = new QueryObserver<string[]>(client, {
      queryKey: guidebookKeys.list(),
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
      staleTime: 30_000,
    });
    const shown: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => shown.push(result.data));
    expect(answers).toHaveLength(1);

    // The copy is done while the page's first fetch, sent before it, is still on its way.
    const refreshed = refetchCopiedLists(client);
    answers[0]?.([]);
    await expect.poll(() => answers.length).toBe(2);
    answers[1]?.(['My tips for Lisbon']);
    await refreshed;

    expect(client.getQueryData(guidebookKeys.list())).toEqual(['My tips for Lisbon']);
    expect(shown.at(-1)).toEqual(['My tips for Lisbon']);
    unsubscribe();
  });
});
