// tiplist.json files made to measure, for the import's tests and the unit tests of its rules alike.
import type { MyDataFile } from '../../src/shared/contracts/my-data-file.js';

/** A tip as tiplist.json writes it, numbered, its text padded to `length` characters. */
export function fileTip(n: number, length = 0) {
  const text = `Tip ${n}`;
  return {
    category: 'eat' as const,
    text: text.padEnd(length, '.'),
    place: null,
    author: null,
    favourite: false,
    done: false,
    order: n,
    createdAt: '2025-03-01T10:00:00.000Z',
  };
}

/** A valid tiplist.json of trips holding the given numbers of tips, and guidebooks likewise. */
export function myDataFileOf(
  { trips = [], guidebooks = [] }: { trips?: number[]; guidebooks?: number[] },
  textLength = 0,
): MyDataFile {
  const tips = (count: number) => Array.from({ length: count }, (_, i) => fileTip(i + 1, textLength));
  return {
    format: 'tiplist',
    version: 1,
    exportedAt: '2025-04-01T10:00:00.000Z',
    profile: {
      firstName: 'Marta',
      lastName: 'Silva',
      email: 'marta@example.com',
      emailVerified: true,
      createdAt: '2025-01-01T10:00:00.000Z',
      picture: null,
    },
    trips: trips.map((count, i) => ({
      destination: `City ${i + 1}`,
      description: null,
      tipsPaused: false,
      askLinkRevoked: false,
      createdAt: '2025-02-01T10:00:00.000Z',
      tips: tips(count).map((tip) => ({ ...tip, author: null, done: false })),
    })),
    guidebooks: guidebooks.map((count, i) => ({
      title: `Guide ${i + 1}`,
      destination: `City ${i + 1}`,
      description: null,
      createdAt: '2025-02-01T10:00:00.000Z',
      updatedAt: '2025-02-02T10:00:00.000Z',
      tips: tips(count).map(({ author: _author, done: _done, ...tip }) => tip),
    })),
  };
}
