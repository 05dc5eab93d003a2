/**
 * Setup of the `web` vitest project (happy-dom). No jest-dom matchers: tests use plain expects.
 * Polyfills what antd 6 reads from the browser and happy-dom lacks, and clears what tests leave behind.
 */
import { cleanup } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { afterEach } from 'vitest';

// antd's responsive hooks (Grid, Table, Tabs) call matchMedia on mount.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// Table, Tabs and Input measure themselves through ResizeObserver; nothing resizes in tests.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: NoopResizeObserver });
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, writable: true, value: NoopResizeObserver });
}

// Pickers and tabs scroll their lists into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!window.scrollTo) window.scrollTo = () => {};

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // antd's static message/modal hosts live outside the rendered tree and survive cleanup().
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
});
