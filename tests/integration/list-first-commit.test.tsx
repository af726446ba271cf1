/**
 * A list's custom fields and column layouts are shared queries (companyQueries.customFormFields,
 * .tableLayout, customQueries.columnDisplay): asked once per session however many screens show
 * them. Answers already in the cache (a route loader's prefetch) show from the list's first
 * render, costing no render of their own (issue 11).
 */
import { Profiler, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import * as companyApi from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { queryClient } from '@/api/queryClient';
import * as customApi from '@/api/custom';
import type { ListResult } from '@/api/types';
import { useCustomFormFields } from '@/components/customFields';
import { useColumnSettings, type DataColumn } from '@/components/DataTable';
import { useTable } from '@/hooks/useTable';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { withFreshMockDb } from '@/mocks/testing';
import { renderWithProviders } from '../render';
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

/** A list's columns read two shared server answers besides its rows: its form's custom fields and its column layouts. */
function FieldsAndLayouts() {
  const { fields } = useCustomFormFields('aunt');
  const settings = useColumnSettings('aunt', COLUMNS);
  return <p data-testid="shared" data-fields={fields === null ? 'none' : 'loaded'} data-columns={settings.visible.map((column) => column.key).join(',')} />;
}
const COLUMNS = [
  { key: 'aunt.auntName', title: '姓名', render: () => null },
  { key: 'aunt.mobile', title: '手机', render: () => null },
] as unknown as DataColumn<object>[];

describe('custom fields and column layouts of a list', () => {
  it('are asked once however many screens show them', async () => {
    renderWithProviders(
      <>
        <FieldsAndLayouts />
        <FieldsAndLayouts />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('shared').map((shown) => shown.dataset.fields)).toEqual(['loaded', 'loaded']));
    await allLanded();
    expect(companyApi.getCustomFormField).toHaveBeenCalledTimes(1);
    expect(companyApi.getCustomTableField).toHaveBeenCalledTimes(1);
    expect(customApi.columnDisplayList).toHaveBeenCalledTimes(1);
  });

  it('are not asked again by a list mounted later in the session', async () => {
    const first = renderWithProviders(<FieldsAndLayouts />);
    await waitFor(() => expect(screen.getByTestId('shared').dataset.fields).toBe('loaded'));
    await allLanded();
    first.unmount();
    renderWithProviders(<FieldsAndLayouts />);
    expect(screen.getByTestId('shared').dataset.fields).toBe('loaded');
    await act(async () => undefined);
    for (const call of [companyApi.getCustomFormField, companyApi.getCustomTableField, customApi.columnDisplayList]) expect(call).toHaveBeenCalledTimes(1);
  });
});

interface Row {
  id: number;
}

function FieldsList({ onEffect }: { onEffect: () => void }) {
  const table = useTable<Row, object>({
    memoryKey: false,
    queryKey: ['test', 'list', 'fields'],
    // Answers at once: landed by the time the page's effects run, as a quick server's does.
    fetch: () => Promise.resolve<ListResult<Row>>({ list: [{ id: 1 }, { id: 2 }], total: 2 }),
    initialFilter: {},
    rowKey: (row) => row.id,
  });
  const { fields } = useCustomFormFields('aunt');
  useEffect(onEffect, [onEffect]);
  return <p data-rows={table.rows.length} data-fields={fields === null ? 'none' : 'loaded'} />;
}

describe('a list whose first answers landed before its effects ran', () => {
  afterEach(() => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  });

  it('shows the fields a route loader put in the cache from its first render, and its rows in one more', async () => {
    await queryClient.prefetchQuery(companyQueries.customFormFields('aunt'));
    // Outside act(), as in the browser: the page's effects run in a later task than its render,
    // so the list's early answer has landed by then.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const commits: string[] = [];
    const container = document.createElement('div');
    const root = createRoot(container);
    let effectsRan = false;
    const onEffect = () => {
      effectsRan = true;
    };
    root.render(
      <Profiler
        id="list"
        onRender={() => {
          const shown = container.querySelector('p');
          commits.push(`${shown?.dataset.rows}:${shown?.dataset.fields}`);
        }}
      >
        <FieldsList onEffect={onEffect} />
      </Profiler>,
    );
    await waitFor(() => expect(commits.at(-1)).toBe('2:loaded'));
    expect(effectsRan).toBe(true);
    // The fields cost no render of their own: the first commit has them, the second adds the rows.
    expect(commits).toEqual(['0:loaded', '2:loaded']);
    expect(companyApi.getCustomFormField).toHaveBeenCalledTimes(1);
    root.unmount();
  });
});
