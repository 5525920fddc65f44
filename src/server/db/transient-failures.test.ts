import { describe, expect, it } from 'vitest';
import { isTransientFailure, retryTransient } from './transient-failures.js';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('a write PostgreSQL undid', () => {
  it('runs again after a deadlock or a serialization failure, and answers with the run that worked', async () => {
    const failures = [pgError('40P01'), pgError('40001')];
    let runs = 0;
    const result = await retryTransient(() => {
      runs += 1;
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve('stored');
    });
    expect(result).toBe('stored');
    expect(runs).toBe(3);
  });

  it('gives up after three runs, with the last failure', async () => {
    let runs = 0;
    await expect(
      retryTransient(() => {
        runs += 1;
        return Promise.reject(pgError('40P01'));
      }),
    ).rejects.toThrow('40P01');
    expect(runs).toBe(3);
  });

  it('never runs again after any other failure', async () => {
    let runs = 0;
    const unique = pgError('23505');
    await expect(
      retryTransient(() => {
        runs += 1;
        return Promise.reject(unique);
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
    expect(isTransientFailure(new Error('plain'))).toBe(false);
    expect(isTransientFailure(null)).toBe(false);
  });
});
