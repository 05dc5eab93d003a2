/**
 * Setup of the `web` vitest project (happy-dom). No jest-dom matchers: tests use plain expects.
 * Polyfills what antd 6 reads from the browser and happy-dom lacks, and clears what tests leave behind.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// happy-dom has AnimationEvent/TransitionEvent but never fires animationend, so antd's closing dialogs and
// messages would linger forever. rc-motion skips animations when these are missing (as under jsdom); it
// reads them once when first loaded, hence antd is imported only after this.
for (const name of ['AnimationEvent', 'TransitionEvent']) {
  Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(globalThis, name);
}
const { message, Modal, notification } = await import('antd');

// findBy*/waitFor wait up to 1 s by default: too short for antd forms when the suite's ~100 files share two
// cores (a validation round once took 1.2 s there). Waiting longer only matters when a test would fail.
configure({ asyncUtilTimeout: 5000 });

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
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: NoopResizeObserver,
  });
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: NoopResizeObserver,
  });
}

// Pickers and tabs scroll their lists into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!window.scrollTo) window.scrollTo = () => {};

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // antd's static message/modal hosts live outside the rendered tree and survive cleanup(). Destroy them
  // only when present: destroy() on a host that was never shown creates one, and its first render then
  // runs after the environment is gone ("window is not defined" in the next file).
  if (document.querySelector('.ant-message')) message.destroy();
  if (document.querySelector('.ant-notification')) notification.destroy();
  if (document.querySelector('.ant-modal-root, .ant-modal-wrap')) Modal.destroyAll();
});

// React may still flush work scheduled by the last test; let it finish before the environment is torn
// down, or it throws "window is not defined" into an unrelated file.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
