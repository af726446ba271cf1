/**
 * Column layouts kept on the server for the aunt, employer and order lists
 * (domain/customColumns.ts `CUSTOM_TABLE_TYPES`): the company's default (companyQueries.tableLayout,
 * set by admins on the settings page) and the signed-in staff member's own
 * (customQueries.columnDisplay), so a layout follows its owner to another browser. Both are asked
 * side by side once per session and list; the company's default is also cached in localStorage, so
 * a list opened again paints with it before the answer. A staff member's changes are written into
 * the cache at once and sent one at a time, the latest winning.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CustomTableField } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { columnDisplayUpdate } from '@/api/custom';
import { customQueries } from '@/api/custom.queries';
import { queryClient } from '@/api/queryClient';
import type { CustomTableType } from '@/domain/customColumns';
import { useQueryData } from '@/hooks/useQueryData';
import { registerStoreReset } from '@/stores/resetRegistry';
import type { ColumnSettings, ColumnSpec } from './columnSettings';

/** One column of a stored layout (both calls' shape, without moduleName). */
export type LayoutColumn = Pick<CustomTableField, 'field' | 'label' | 'width' | 'isShow' | 'sort' | 'fixed'>;

const COMPANY_CACHE = 'agency-table-company:';

/** The company's default layout last seen in this browser (null: none known). */
export function cachedCompanyLayout(tableType: CustomTableType): LayoutColumn[] | null {
  try {
    const raw = localStorage.getItem(`${COMPANY_CACHE}${tableType}`);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? (parsed as LayoutColumn[]) : null;
  } catch {
    return null;
  }
}

function cacheCompanyLayout(tableType: CustomTableType, columns: LayoutColumn[]): void {
  try {
    if (columns.length > 0) localStorage.setItem(`${COMPANY_CACHE}${tableType}`, JSON.stringify(columns));
    else localStorage.removeItem(`${COMPANY_CACHE}${tableType}`);
  } catch {
    // Storage full or blocked: the next visit asks the server again.
  }
}

const strip = (columns: readonly LayoutColumn[]): LayoutColumn[] =>
  columns.map(({ field, label, width, isShow, sort, fixed }) => ({ field, label, width, isShow, sort, fixed }));

/**
 * A shared list's layouts (null `tableType`: a table without server layouts, nothing asked).
 * `company` stands on this browser's copy until the server answered (or when it failed); `own`
 * is undefined until the server answered.
 */
export function useTableLayouts(tableType: CustomTableType | null): { company: LayoutColumn[] | null; own: LayoutColumn[] | undefined } {
  const type = tableType ?? 'aunt';
  const company = useQueryData(companyQueries.tableLayout(type), { staleMs: Infinity, enabled: tableType !== null }).data;
  const own = useQueryData(customQueries.columnDisplay(type), { staleMs: Infinity, enabled: tableType !== null }).data;
  const [cached] = useState(() => (tableType ? cachedCompanyLayout(tableType) : null));
  useEffect(() => {
    if (tableType && company) cacheCompanyLayout(tableType, strip(company));
  }, [company, tableType]);
  return useMemo(
    () => (tableType ? { company: company ? strip(company) : cached, own: own ? strip(own) : undefined } : { company: null, own: undefined }),
    [cached, company, own, tableType],
  );
}

/** The settings page saved the company's default: every list follows at once. */
export function publishCompanyLayout(tableType: CustomTableType, columns: readonly LayoutColumn[]): void {
  cacheCompanyLayout(tableType, strip(columns));
  queryClient.setQueryData(companyQueries.tableLayout(tableType).queryKey, strip(columns));
}

const sending = new Map<CustomTableType, { running: boolean; next: LayoutColumn[] | null }>();
let generation = 0;

/** Keeps a staff member's own layout ([] forgets it), on the server one request at a time (the latest wins). */
export function saveOwnLayout(tableType: CustomTableType, columns: readonly LayoutColumn[]): void {
  queryClient.setQueryData(
    customQueries.columnDisplay(tableType).queryKey,
    strip(columns).map((column) => ({ ...column, moduleName: tableType })),
  );
  const queue = sending.get(tableType) ?? { running: false, next: null };
  queue.next = strip(columns);
  sending.set(tableType, queue);
  if (queue.running) return;
  const mine = generation;
  const pump = (): void => {
    const next = queue.next;
    if (next === null || mine !== generation) {
      queue.running = false;
      return;
    }
    queue.next = null;
    queue.running = true;
    // A failure is shown by the request layer; the layout stays on this screen and in this browser.
    void columnDisplayUpdate({ moduleName: tableType, columns: next })
      .catch(() => undefined)
      .finally(pump);
  };
  pump();
}

/** Logout: changes not sent yet are dropped (the cache itself is cleared by queryClient). */
export function resetTableLayouts(): void {
  generation += 1;
  sending.clear();
}

registerStoreReset(resetTableLayouts);

/** A stored layout as settings to merge with the columns (columnSettings.ts). */
export function settingsOfLayout(columns: readonly LayoutColumn[]): ColumnSettings {
  const sorted = [...columns].sort((a, b) => a.sort - b.sort);
  const widths: Record<string, number> = {};
  const fixed: Record<string, 'left' | 'right'> = {};
  for (const column of sorted) {
    if (column.width !== null) widths[column.field] = column.width;
    if (column.fixed) fixed[column.field] = column.fixed;
  }
  return { order: sorted.map((column) => column.field), hidden: sorted.filter((column) => column.isShow === 0).map((column) => column.field), widths, fixed };
}

/** Settings as a layout to store: every column in display order (pinned ones at their side), with its title as the label. */
export function layoutOfSettings(settings: ColumnSettings, specs: readonly (ColumnSpec & { title: string })[]): LayoutColumn[] {
  const byKey = new Map(specs.map((spec) => [spec.key, spec]));
  const hidden = new Set(settings.hidden);
  const keys = [
    ...specs.filter((spec) => spec.pinned === 'left').map((spec) => spec.key),
    ...settings.order,
    ...specs.filter((spec) => spec.pinned === 'right').map((spec) => spec.key),
  ];
  return keys.flatMap((key, index) => {
    const spec = byKey.get(key);
    if (!spec) return [];
    return [
      {
        field: key,
        label: spec.title.slice(0, 50),
        width: settings.widths[key] ?? null,
        isShow: hidden.has(key) ? 0 : 1,
        sort: index + 1,
        fixed: spec.pinned ?? settings.fixed?.[key] ?? null,
      } as LayoutColumn,
    ];
  });
}
