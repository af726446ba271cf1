/**
 * A list's custom fields and column layouts are asked for while the page renders (issue 11).
 * Answers that land while it renders wait outside the stores: a store that changes during a
 * render makes React throw that render away and do it again. The page's effects publish them,
 * after its first commit.
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

describe('custom form fields asked for while a page renders', () => {
  it('land without a store update; the screen\'s load publishes them once, without asking again', async () => {
    const changes: unknown[] = [];
    const unsubscribe = useCustomFormStore.subscribe((state) => changes.push(state.aunt?.status));
    prefetchCustomFormFields('aunt');
    prefetchCustomFormFields('aunt');
    await allLanded();
    expect(changes).toEqual([]);
    const fields = await loadCustomFormFields('aunt');
    expect(changes).toEqual(['ready']);
    expect(useCustomFormStore.getState().aunt?.fields).toEqual(fields);
    expect(companyApi.getCustomFormField).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a screen that loads while they travel gets one store update, when they land', async () => {
    const changes: unknown[] = [];
    const unsubscribe = useCustomFormStore.subscribe((state) => changes.push(state.aunt?.status));
    prefetchCustomFormFields('aunt');
    const loaded = loadCustomFormFields('aunt');
    expect(changes).toEqual([]);
    await loaded;
    expect(changes).toEqual(['ready']);
    expect(companyApi.getCustomFormField).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('column layouts asked for while a list renders', () => {
  it('land without a store update; the list\'s load publishes them once, without asking again', async () => {
    const changes: unknown[] = [];
    const unsubscribe = useTableLayoutStore.subscribe((state) => changes.push(state.aunt?.status));
    prefetchTableLayouts('aunt');
    await allLanded();
    expect(changes).toEqual([]);
    loadTableLayouts('aunt');
    expect(changes).toEqual(['ready']);
    expect(useTableLayoutStore.getState().aunt).toMatchObject({ status: 'ready', own: [] });
    expect(companyApi.getCustomTableField).toHaveBeenCalledTimes(1);
    expect(customApi.columnDisplayList).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a list that loads while they travel gets one store update, when they land', async () => {
    const changes: unknown[] = [];
    const unsubscribe = useTableLayoutStore.subscribe((state) => changes.push(state.aunt?.status));
    prefetchTableLayouts('aunt');
    loadTableLayouts('aunt');
    expect(changes).toEqual([]);
    await waitFor(() => expect(changes).toEqual(['ready']));
    expect(companyApi.getCustomTableField).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
