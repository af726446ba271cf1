/**
 * The company's aunt options (companyQueries.auntOptions, read with useCompanyAuntOptions): one
 * request however many components ask, kept for the session (a screen mounted later asks nothing),
 * asked again only when a catalogue write invalidates them; answers a route loader put in the cache
 * show from a screen's first render.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import * as companyApi from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { queryClient } from '@/api/queryClient';
import { useCompanyAuntOptions } from '@/components/aunt';
import { invalidateCatalogues } from '@/components/catalogues/catalogueChanges';
import { getDb } from '@/mocks/db';
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
  it('are asked once for two components, which show the same answer', async () => {
    renderWithProviders(
      <>
        <ServiceTypeNames />
        <ServiceTypeNames />
      </>,
    );
    const lists = await screen.findAllByTestId('types');
    expect(lists).toHaveLength(2);
    expect(lists[0].textContent).toContain('保姆');
    expect(lists[1].textContent).toBe(lists[0].textContent);
    expect(calls).toEqual(['getAuntOptions']);
  });

  it('put in the cache before a screen renders (a route loader), show from its first render without asking again', async () => {
    await queryClient.prefetchQuery(companyQueries.auntOptions());
    const commits: string[] = [];
    renderWithProviders(<ServiceTypeNames onEffect={() => commits.push(screen.queryByText('loading') ? 'loading' : 'shown')} />);
    expect(commits).toEqual(['shown']);
    expect(screen.getByTestId('types').textContent).toContain('保姆');
    await act(async () => undefined);
    expect(calls).toEqual(['getAuntOptions']);
  });

  it('a reload asks again and shows the new answer', async () => {
    function Reloadable() {
      const { reload } = useCompanyAuntOptions();
      return (
        <>
          <button onClick={reload}>reload</button>
          <ServiceTypeNames />
        </>
      );
    }
    renderWithProviders(<Reloadable />);
    const shown = (await screen.findByTestId('types')).textContent ?? '';
    const type = getDb().serviceTypes.find((row) => shown.split(',').includes(row.serviceTypeName));
    if (!type) throw new Error('no shown service type in the database');
    type.serviceTypeName = '新名称';
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(await screen.findByText(/新名称/)).toBeInTheDocument();
    expect(calls).toEqual(['getAuntOptions', 'getAuntOptions']);
  });

  it('are asked for again when a catalogue changes while the first load travels', async () => {
    renderWithProviders(<ServiceTypeNames />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => invalidateCatalogues());
    expect(await screen.findByTestId('types')).toBeInTheDocument();
    expect(calls).toEqual(['getAuntOptions', 'getAuntOptions']);
  });

  it('are not asked for again once loaded, by a screen mounted later', async () => {
    const first = renderWithProviders(<ServiceTypeNames />);
    await screen.findByTestId('types');
    first.unmount();
    renderWithProviders(<ServiceTypeNames />);
    expect(await screen.findByTestId('types')).toBeInTheDocument();
    expect(calls).toEqual(['getAuntOptions']);
  });

  it('a catalogue write while nothing shows them asks nothing until a screen shows them, then asks once', async () => {
    const first = renderWithProviders(<ServiceTypeNames />);
    await screen.findByTestId('types');
    first.unmount();
    await act(() => invalidateCatalogues());
    expect(calls).toEqual(['getAuntOptions']);
    renderWithProviders(<ServiceTypeNames />);
    await vi.waitFor(() => expect(calls).toEqual(['getAuntOptions', 'getAuntOptions']));
  });
});
