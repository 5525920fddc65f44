import { Worker } from 'node:worker_threads';

/**
 * A worker thread running one of our own modules beside `parentUrl`: the built JavaScript, or the
 * TypeScript sources through tsx when the parent is read from them (the tests).
 */
export function startOwnWorker(parentUrl: string, name: string): Worker {
  const entry = new URL(`./${name}${parentUrl.slice(parentUrl.lastIndexOf('.'))}`, parentUrl);
  return entry.pathname.endsWith('.js')
    ? new Worker(entry)
    : new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`,
        { eval: true },
      );
}
