/**
 * The column keys the mock and the settings page know for the aunt, employer and order lists
 * (domain/customColumns.ts, the settings page's titles) are the lists' own: same keys in the same
 * order, the same pinned and hidden-by-default columns, the same titles; and each list ends with the
 * company's custom fields as hidden columns that write their values to an export.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { i18n } from '@/i18n';
import type { DataColumn } from '@/components/DataTable';
import { CUSTOM_TABLE_TYPES, DEFAULT_HIDDEN_COLUMNS, LIST_COLUMN_KEYS, PINNED_COLUMNS, type CustomTableType } from '@/domain/customColumns';
import { ADMIN_ACCOUNT } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { useAuntColumns } from '@/pages/aunt/list/columns';
import { columnTitleKey } from '@/pages/company/customFields/columns/columnCatalog';
import { useEmployerColumns } from '@/pages/employer/list/columns';
import { useOrderColumns } from '@/pages/order/list/columns';
import '@/i18n/texts/customSettings';
import { renderWithProviders } from '../render';
import { signInForTest } from '../session';

withFreshMockDb();

/** A list's columns, read for their keys and titles only. */
type AnyColumns = () => Pick<DataColumn<never>, 'key' | 'title' | 'pinned' | 'defaultHidden' | 'exportValue'>[];
const HOOKS: Record<CustomTableType, AnyColumns> = { aunt: useAuntColumns, employer: useEmployerColumns, order: useOrderColumns };

/** The columns a list's hook gives once the company's custom fields are in. */
async function columnsOf(tableType: CustomTableType): Promise<ReturnType<AnyColumns>> {
  let latest: ReturnType<AnyColumns> = [];
  function Probe() {
    latest = HOOKS[tableType]();
    return null;
  }
  renderWithProviders(<Probe />);
  await waitFor(() => expect(latest.some((column) => column.key.startsWith('custom.'))).toBe(true));
  return latest;
}

describe.each(CUSTOM_TABLE_TYPES)('the %s list', (tableType) => {
  it('has the columns the mock and the settings page know, then its custom fields', async () => {
    await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
    await i18n.changeLanguage('zh');
    const columns = await columnsOf(tableType);
    const own = columns.filter((column) => !column.key.startsWith('custom.'));
    expect(own.map((column) => column.key)).toEqual(LIST_COLUMN_KEYS[tableType]);
    expect(own.filter((column) => column.defaultHidden).map((column) => column.key)).toEqual(DEFAULT_HIDDEN_COLUMNS[tableType]);
    expect(Object.fromEntries(own.filter((column) => column.pinned).map((column) => [column.key, column.pinned]))).toEqual(PINNED_COLUMNS[tableType]);
    expect(own.map((column) => column.title)).toEqual(own.map((column) => i18n.t(columnTitleKey(tableType, column.key))));
    const customs = columns.filter((column) => column.key.startsWith('custom.'));
    expect(customs.every((column) => column.defaultHidden && column.exportValue)).toBe(true);
  });
});
