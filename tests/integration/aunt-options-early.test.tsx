/**
 * The company's aunt options are asked for while the first screen that needs them renders, not
 * once it has committed (issue 11): the aunt list's rows then render once, with the options,
 * instead of again when the options land. One request however many components ask.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import type * as CompanyApi from '@/api/company';
import { resetCompanyAuntOptions, useCompanyAuntOptions } from '@/components/aunt';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { renderWithProviders } from '../render';
import { signInForTest } from '../session';

/** Every call of getAuntOptions, as it is made. */
const calls = vi.hoisted(() => [] as string[]);
vi.mock('@/api/company', async (importOriginal) => {
  const actual = await importOriginal<typeof CompanyApi>();
  return {
    ...actual,
    getAuntOptions: (...args: Parameters<typeof actual.getAuntOptions>) => {
      calls.push('getAuntOptions');
      return actual.getAuntOptions(...args);
    },
  };
});

withFreshMockDb();
beforeEach(async () => {
  calls.length = 0;
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

  it('are not asked for again once loaded', async () => {
    const first = renderWithProviders(<ServiceTypeNames />);
    await screen.findByTestId('types');
    first.unmount();
    renderWithProviders(<ServiceTypeNames />);
    expect(await screen.findByTestId('types')).toBeInTheDocument();
    expect(calls).toEqual(['getAuntOptions']);
  });
});
