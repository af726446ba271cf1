/**
 * A list's first page, its custom fields and its column layouts are asked for while the page
 * renders (issue 11). Answers that land while it renders wait outside the stores: a store that
 * changes during a render makes React throw that render away and do it again. The page's effects
 * then publish them together with the rows, in one render after the page's first commit.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import * as companyApi from '@/api/company';
import * as customApi from '@/api/custom';
import { loadCustomFormFields, prefetchCustomFormFields, useCustomFormStore } from '@/components/customFields/store';
import { loadTableLayouts, prefetchTableLayouts, useTableLayoutStore } from '@/components/DataTable/tableLayouts';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { withFreshMockDb } from '@/mocks/testing';
import { signInForTest } from '../session';

/** The answers of the spied calls, as they are made (settled: the stores' own handlers ran first). */
let answers: Promise<unknown>[] = [];
const allLanded = async () => {
  await Promise.allSettled(answers);
  await Promise.resolve();
};

withFreshMockDb();
beforeEach(async () => {
  answers = [];
  const spy = <M extends object>(api: M, name: keyof M & string) => {
    const original = api[name] as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(api, name as never).mockImplementation(((...args: unknown[]) => {
      const answer = original(...args);
      answers.push(answer);
      return answer;
    }) as never);
  };
  spy(companyApi, 'getCustomFormField');
  spy(companyApi, 'getCustomTableField');
  spy(customApi, 'columnDisplayList');
  await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
});

/** The two stores a list fills from answers asked for while it renders, as their screens use them. */
const STORES = [
  {
    name: 'custom form fields',
    prefetch: () => prefetchCustomFormFields('aunt'),
    load: () => loadCustomFormFields('aunt'),
    status: () => useCustomFormStore.getState().aunt?.status,
    subscribe: (listener: () => void) => useCustomFormStore.subscribe(listener),
    calls: () => [companyApi.getCustomFormField],
  },
  {
    name: 'column layouts',
    prefetch: () => prefetchTableLayouts('aunt'),
    load: () => loadTableLayouts('aunt'),
    status: () => useTableLayoutStore.getState().aunt?.status,
    subscribe: (listener: () => void) => useTableLayoutStore.subscribe(listener),
    calls: () => [companyApi.getCustomTableField, customApi.columnDisplayList],
  },
];

describe.each(STORES)('$name asked for while a page renders', (store) => {
  /** The store's status at each of its updates. */
  function recordChanges() {
    const changes: unknown[] = [];
    const unsubscribe = store.subscribe(() => changes.push(store.status()));
    return { changes, unsubscribe };
  }

  it("land without a store update; the screen's load publishes them once, without asking again", async () => {
    const { changes, unsubscribe } = recordChanges();
    store.prefetch();
    store.prefetch();
    await allLanded();
    expect(changes).toEqual([]);
    await store.load();
    expect(changes).toEqual(['ready']);
    for (const call of store.calls()) expect(call).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a screen that loads while they travel gets one store update, when they land', async () => {
    const { changes, unsubscribe } = recordChanges();
    store.prefetch();
    void store.load();
    expect(changes).toEqual([]);
    await waitFor(() => expect(changes).toEqual(['ready']));
    for (const call of store.calls()) expect(call).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

it("a screen's load publishes the held answer itself: the fields it answers and the layouts the store shows", async () => {
  prefetchCustomFormFields('aunt');
  prefetchTableLayouts('aunt');
  await allLanded();
  const fields = await loadCustomFormFields('aunt');
  expect(useCustomFormStore.getState().aunt?.fields).toEqual(fields);
  loadTableLayouts('aunt');
  expect(useTableLayoutStore.getState().aunt).toMatchObject({ status: 'ready', own: [] });
});
