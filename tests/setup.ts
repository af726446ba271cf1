import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { mockServer } from '@/mocks/node';
import '@/i18n/features';
import { loadLanguagePack } from '@/i18n';
import { loadAntdLocale } from '@/app/antdLocale';

// Tests switch languages directly; have the English pack ready like a browser that chose it.
await Promise.all([loadLanguagePack('en'), loadAntdLocale('en')]);

// The first render of a lazy page waits for Vite to transform it; allow for a slow CI machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no matchMedia; antd's responsive helpers need one. Desktop width, no match changes.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; antd's Menu and Tabs measure with one. Nothing ever resizes here.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());
