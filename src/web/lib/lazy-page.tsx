import { lazy, type ComponentType } from 'react';

export type LazyPage<Props extends object> = ComponentType<Props> & {
  /** Fetches the page's code; once it is in, the page renders at once instead of suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code comes on demand, like `React.lazy`, that can be fetched ahead of the first render.
 * A lazy component suspends once even when its code is already in, and React then keeps the loading
 * state on screen for 300 ms at least; a page opened from a link would wait that long for nothing.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => remember().then((component) => ({ default: component })));
  function Page(props: Props) {
    const Shown: ComponentType<Props> = loaded ?? Lazy;
    return <Shown {...props} />;
  }
  return Object.assign(Page, { preload: remember });
}
