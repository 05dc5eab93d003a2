import { type ComponentType, createElement, lazy as reactLazy, useState } from 'react';

/** A page loaded on first show, whose code can also be fetched ahead (`preload`). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React's `lazy` keeping its loader: the app fetches the page of the address it opens on beside the
 * current-user call, instead of after the user, the shell and the page have loaded one after the other.
 * Calling the loader twice costs nothing: the browser fetches a module once.
 *
 * A page whose code has already arrived (preloaded) renders at once instead of suspending: React holds a
 * boundary's content back for 300 ms after it last showed a fallback (its fallback throttle), so suspending
 * on code that is already there cost the shell's and the page's first paint up to 300 ms each. Each mounted
 * instance keeps the component type it started with, so it is never remounted when the code arrives.
 */
export function lazy(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = reactLazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like React's lazy
  function LazyPage() {
    const [type] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(type);
  }
  return Object.assign(LazyPage, { preload });
}
