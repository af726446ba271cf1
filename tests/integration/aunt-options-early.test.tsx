/**
 * The company's aunt options are asked for while the first screen that needs them renders, not
 * once it has committed (issue 11): the aunt list's rows then render once, with the options,
 * instead of again when the options land. One request however many components ask.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import * as companyApi from '@/api/company';
import { useCompanyAuntOptions } from '@/components/aunt';
import { prefetchCompanyAuntOptions, prefetchedCompanyAuntOptions, resetCompanyAuntOptions, useAuntOptionsStore } from '@/components/aunt/optionsStore';
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

  it('land without a store update (a page rendering meanwhile is not redone) and show on the next render at once', async () => {
    const storeChanges: string[] = [];
    const unsubscribe = useAuntOptionsStore.subscribe((state) => storeChanges.push(state.status));
    prefetchCompanyAuntOptions();
    prefetchCompanyAuntOptions();
    await waitFor(() => expect(prefetchedCompanyAuntOptions()).not.toBeNull());
    expect(storeChanges).toEqual([]);
    renderWithProviders(<ServiceTypeNames />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByTestId('types').textContent).toContain('保姆');
    // The screen's effect then publishes that same answer: nothing asked again.
    await waitFor(() => expect(storeChanges).toEqual(['ready']));
    expect(useAuntOptionsStore.getState().options).not.toBeNull();
    expect(calls).toEqual(['getAuntOptions']);
    unsubscribe();
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
