import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react';

/** A page loaded on first show, whose code can also be fetched ahead (`preload`). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React's `lazy` keeping its loader: the app fetches the page of the address it opens on beside the
 * current-user call, instead of after the user, the shell and the page have loaded one after the other.
 * Calling the loader twice costs nothing: the browser fetches a module once.
 */
export function lazy(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(reactLazy(load), { preload: load });
}
