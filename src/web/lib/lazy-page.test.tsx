import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);

describe('lazyPage', () => {
  it('suspends while its code is out, like React.lazy', () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    expect(inSuspense(<Page name="Ana" />)).toContain('Loading...');
  });

  it('renders at once, with its props, once preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Page.preload();
    const html = inSuspense(<Page name="Ana" />);
    expect(html).toContain('Hello <!-- -->Ana');
    expect(html).not.toContain('Loading...');
    expect(loads).toBe(1);
  });
});
