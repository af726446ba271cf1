/**
 * The company's aunt options are asked for while the first screen that needs them renders, not
 * once it has committed (issue 11): the aunt list's rows then render once, with the options,
 * instead of again when the options land. One request however many components ask.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import * as companyApi from '@/api/company';
import { useCompanyAuntOptions } from '@/components/aunt';
import {
  loadCompanyAuntOptions,
  prefetchCompanyAuntOptions,
  prefetchedCompanyAuntOptions,
  reloadCompanyAuntOptions,
  resetCompanyAuntOptions,
  useAuntOptionsStore,
} from '@/components/aunt/optionsStore';
import { announceCatalogueChange } from '@/components/catalogues/catalogueChanges';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { renderWithProviders } from '../render';
import { signInForTest } from '../session';

/** Every call of getAuntOptions, as it is made (the module namespace is spied on: files share modules). */
const calls: string[] = [];

withFreshMockDb();
beforeEach(async () => {
  calls.length = 0;
  const original = companyApi.getAuntOptions;
  vi.spyOn(companyApi, 'getAuntOptions').mockImplementation((...args) => {
    calls.push('getAuntOptions');
    return original(...args);
  });
  resetCompanyAuntOptions();
  await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
});

/** Its effect runs before its parent's (React runs a child's effects first). */
function EffectProbe({ onEffect }: { onEffect: () => void }) {
  useEffect(() => {
    onEffect();
  }, [onEffect]);
  return null;
}

function ServiceTypeNames({ onEffect }: { onEffect?: () => void }) {
  const { options, loading } = useCompanyAuntOptions();
  return (
    <>
      {onEffect && <EffectProbe onEffect={onEffect} />}
      {loading ? <p>loading</p> : <p data-testid="types">{options?.serviceTypes.map((type) => type.serviceTypeName).join(',')}</p>}
    </>
  );
}

describe('company aunt options', () => {
  it('are asked for during the first render, before any effect has run, once for two components', async () => {
    const seenAtEffect: number[] = [];
    const onEffect = () => seenAtEffect.push(calls.length);
    renderWithProviders(
      <>
        <ServiceTypeNames onEffect={onEffect} />
        <ServiceTypeNames />
      </>,
    );
    expect(seenAtEffect).toEqual([1]);
    const lists = await screen.findAllByTestId('types');
    expect(lists).toHaveLength(2);
    expect(lists[0].textContent).toContain('保姆');
    expect(lists[1].textContent).toBe(lists[0].textContent);
    expect(calls).toEqual(['getAuntOptions']);
  });

  it('land without a store update, and a screen shows them from its first render without ever rendering again for them', async () => {
    const storeChanges: string[] = [];
    const unsubscribe = useAuntOptionsStore.subscribe((state) => storeChanges.push(state.status));
    prefetchCompanyAuntOptions();
    prefetchCompanyAuntOptions();
    await waitFor(() => expect(prefetchedCompanyAuntOptions()).not.toBeNull());
    expect(storeChanges).toEqual([]);
    renderWithProviders(<ServiceTypeNames />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByTestId('types').textContent).toContain('保姆');
    // Its effect ran and asked for nothing: the answer is already the screens' (a store update
    // would only render the screen again, the same).
    await act(async () => undefined);
    expect(storeChanges).toEqual([]);
    expect(calls).toEqual(['getAuntOptions']);
    // A second screen gets the same answer.
    renderWithProviders(<ServiceTypeNames />);
    expect(screen.getAllByTestId('types')).toHaveLength(2);
    unsubscribe();
  });

  it("an answer that landed while a screen rendered without it is published by that screen's load, once", async () => {
    const storeChanges: string[] = [];
    const unsubscribe = useAuntOptionsStore.subscribe((state) => storeChanges.push(state.status));
    prefetchCompanyAuntOptions();
    await waitFor(() => expect(prefetchedCompanyAuntOptions()).not.toBeNull());
    // What the effect of a screen whose render came before the answer does.
    await act(() => loadCompanyAuntOptions());
    expect(storeChanges).toEqual(['ready']);
    expect(prefetchedCompanyAuntOptions()).toBeNull();
    renderWithProviders(<ServiceTypeNames />);
    expect(screen.getByTestId('types').textContent).toContain('保姆');
    expect(calls).toEqual(['getAuntOptions']);
    unsubscribe();
  });

  it('a reload of options that came early marks them loading, keeps them for the screens meanwhile, and shows the new ones', async () => {
    prefetchCompanyAuntOptions();
    await waitFor(() => expect(prefetchedCompanyAuntOptions()).not.toBeNull());
    renderWithProviders(<ServiceTypeNames />);
    expect(screen.getByTestId('types').textContent).toContain('保姆');
    let reloaded: Promise<unknown> = Promise.resolve();
    act(() => {
      reloaded = reloadCompanyAuntOptions();
    });
    expect(screen.queryByTestId('types')).toBeNull();
    expect(useAuntOptionsStore.getState().options?.serviceTypes.length).toBeGreaterThan(0);
    await act(() => reloaded);
    expect(screen.getByTestId('types').textContent).toContain('保姆');
    expect(useAuntOptionsStore.getState().status).toBe('ready');
    expect(calls).toEqual(['getAuntOptions', 'getAuntOptions']);
  });

  it('make one store update on a first load, when they land: the screens are not rendered again to say "still loading"', async () => {
    const storeChanges: string[] = [];
    const unsubscribe = useAuntOptionsStore.subscribe((state) => storeChanges.push(state.status));
    renderWithProviders(<ServiceTypeNames />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect((await screen.findByTestId('types')).textContent).toContain('保姆');
    expect(storeChanges).toEqual(['ready']);
    expect(calls).toEqual(['getAuntOptions']);
    unsubscribe();
  });

  it('are asked for again when a catalogue changes while the first load travels', async () => {
    renderWithProviders(<ServiceTypeNames />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    announceCatalogueChange();
    expect(await screen.findByTestId('types')).toBeInTheDocument();
    expect(calls).toEqual(['getAuntOptions', 'getAuntOptions']);
  });

  it('are not asked for again once loaded', async () => {
    const first = renderWithProviders(<ServiceTypeNames />);
    await screen.findByTestId('types');
    first.unmount();
    renderWithProviders(<ServiceTypeNames />);
    expect(await screen.findByTestId('types')).toBeInTheDocument();
    expect(calls).toEqual(['getAuntOptions']);
  });
});
