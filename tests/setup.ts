import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import Cookies from 'js-cookie';
import { mockServer } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { memoryBlobStore, setBlobStore } from '@/mocks/db/blobs';
import '@/i18n/features';
import { i18n, loadLanguagePack } from '@/i18n';
import { loadAntdLocale } from '@/app/antdLocale';
import { discardPendingFeedback } from '@/app/feedback';
import { useAppState } from '@/stores/app';
import { resetUserStores } from '@/stores/resetRegistry';
import { queryClient } from '@/api/queryClient';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useTags } from '@/stores/tags';
import { configureChatBoot } from '@/pages/chat/joint/chatBoot';
import { forgetSettled } from '@/app/afterSettled';
import { forgetUnavailableCalls } from '@/api/optional';
import { isReloginPromptOpen, releaseReloginPrompt } from '@/api/errors';
import { applyRuntimeConfig } from '@/config';
import { MOCK_COMPANY_RULES } from '@/mocks/db/demoAccounts';
import * as React from 'react';

// React's development build records an "owner stack" for every element it creates (an Error
// captured per createElement, up to 10,000 a second), for the component stacks of its warnings.
// In this suite that was over a tenth of all the time spent rendering; the warnings still come,
// with the component stack React builds from the fibers instead.
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Infinity, set: () => undefined });

// The tests run on the mock, as dev and preview do: with its companies' rules in the configuration
// (tests/tooling/runtimeConfigPlugin.ts serves them there in config.json).
applyRuntimeConfig(MOCK_COMPANY_RULES);

// Tests switch languages directly; have the English pack ready like a browser that chose it.
await Promise.all([loadLanguagePack('en'), loadAntdLocale('en')]);

// How long one wait for a condition (findBy…, waitFor) may take before it fails: sized for a busy
// machine, where the first render of a lazy page also waits for Vite to transform it. Waits end as
// soon as their condition holds, so this costs nothing when the machine is idle.
configure({ asyncUtilTimeout: 20_000 });

// A query that finds nothing prints the whole document into its error. While findBy… and waitFor
// poll (testing-library marks that time as "expensive diagnostics disabled"), every miss built that
// print and threw it away: about a tenth of the aunt form's test time. The misses while polling
// now carry the query's message only; the one a wait ends with is given the document by waitFor's
// timeout handler, which asks again outside the polling, so a failing test still shows the page.
// The flag is testing-library's own (not in its types); should it go, every miss prints again.
const printedElementError = getConfig().getElementError;
const polling = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: (message, container) =>
    polling() ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }) : printedElementError(message, container),
});

// A test file may run in Node's own environment (`// @vitest-environment node`: the chat service
// with socket.io-client and ws); the browser stand-ins below are for jsdom's window only.
const browser = typeof window !== 'undefined';

if (browser) {
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

  // jsdom has no pseudo-elements: asked for one (testing-library does, naming every element), it
  // answers with the element's own style and prints "Not implemented" each time. Same answer, no noise.
  const elementStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => elementStyle(element);

  // A control's labels and a label's control, as the HTML standard defines them, from an index of
  // the document's labels that is rebuilt after a change that could move one (read synchronously
  // with takeRecords, so it is never stale). jsdom walks the whole document for each label of each
  // control, and again for each `for` id, and testing-library asks every control of a form for its
  // labels on every getByLabelText: on the aunt and employer forms that was most of a test's time.
  const LABELABLE_TAGS = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA']);
  const isLabelable = (element: Element | null): element is HTMLElement =>
    element !== null && (LABELABLE_TAGS.has(element.tagName) || (element.tagName === 'INPUT' && (element as HTMLInputElement).type !== 'hidden'));
  const firstLabelableIn = (label: HTMLLabelElement): HTMLElement | null => {
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (isLabelable(node as Element)) return node as HTMLElement;
    return null;
  };
  const controlOf = (label: HTMLLabelElement): HTMLElement | null => {
    const id = label.getAttribute('for');
    if (id === null) return firstLabelableIn(label);
    if (id === '') return null;
    const root = label.getRootNode();
    const found = root instanceof Document || root instanceof DocumentFragment ? root.getElementById(id) : null;
    return isLabelable(found) ? found : null;
  };
  const labelsIn = (labels: HTMLCollectionOf<HTMLLabelElement> | NodeListOf<HTMLLabelElement>): HTMLLabelElement[] => {
    const list: HTMLLabelElement[] = [];
    for (let index = 0; index < labels.length; index += 1) list.push(labels.item(index)!);
    return list;
  };
  let labelIndex: Map<HTMLElement, HTMLLabelElement[]> | null = null;
  const labelChanges = new MutationObserver(() => {
    labelIndex = null;
  });
  labelChanges.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['for', 'id', 'type'] });
  const documentLabelIndex = (): Map<HTMLElement, HTMLLabelElement[]> => {
    if (labelChanges.takeRecords().length > 0) labelIndex = null;
    if (!labelIndex) {
      labelIndex = new Map();
      for (const label of labelsIn(document.getElementsByTagName('label'))) {
        const control = controlOf(label);
        if (control) labelIndex.set(control, [...(labelIndex.get(control) ?? []), label]);
      }
    }
    return labelIndex;
  };
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return controlOf(this);
    },
  });
  for (const type of [HTMLButtonElement, HTMLInputElement, HTMLMeterElement, HTMLOutputElement, HTMLProgressElement, HTMLSelectElement, HTMLTextAreaElement]) {
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        if (!isLabelable(this)) return null;
        const root = this.getRootNode();
        if (root === document) return documentLabelIndex().get(this) ?? [];
        return labelsIn((root as ParentNode).querySelectorAll('label')).filter((label) => controlOf(label) === this);
      },
    });
  }

  // jsdom lays nothing out, so there is nothing to scroll; its scrollTo only prints "Not implemented".
  window.scrollTo = () => undefined;

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
}

/**
 * Test files share their worker's modules (vitest.config isolate: false, which saves the two to
 * three seconds a file spent loading jsdom, antd and the mock again). So each file starts here as
 * a fresh process would: the seeded database, no cookies or storage, every store at its initial
 * state, Chinese.
 */
async function startLikeANewProcess(): Promise<void> {
  // A file that ended with the "log in again" prompt up (its dialog gone with the file's DOM) would
  // leave the next file's 50008 without a prompt.
  releaseReloginPrompt();
  // A file that opened the standalone server's store left its disk blob store in place.
  setBlobStore(memoryBlobStore());
  resetDb();
  if (browser) {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
    sessionStorage.clear();
  }
  resetUserStores();
  useAppState.setState(useAppState.getInitialState(), true);
  useSession.setState(useSession.getInitialState(), true);
  useSettings.setState(useSettings.getInitialState(), true);
  useTags.setState(useTags.getInitialState(), true);
  // The layout does not start the joint-hall chat by itself (its real sockets have no server
  // here); a chat test turns it on with its fake services.
  configureChatBoot({ autoStart: false, whenIdle: null });
  forgetSettled();
  await i18n.changeLanguage('zh');
}

beforeAll(async () => {
  await startLikeANewProcess();
  mockServer.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  // Each test starts with no server answers cached (the app clears them at logout).
  queryClient.clear();
  // A toast asked for after the app unmounted waits for the next render: not another test's.
  discardPendingFeedback();
  mockServer.resetHandlers();
  // A test that answered an optional call 404 (a server without it) leaves the next one a server with it.
  forgetUnavailableCalls();
});
afterAll(() => {
  if (isReloginPromptOpen()) console.warn(`the "log in again" prompt was left open by ${expect.getState().testPath ?? 'a test file'}`);
  mockServer.close();
});
