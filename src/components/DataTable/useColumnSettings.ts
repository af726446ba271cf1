/**
 * Column settings of a table type, kept in localStorage (see columnSettings.ts): which columns
 * show, their order and widths. Returns the visible columns in order with their widths and the
 * actions of the settings popover and the resizable headers.
 *
 * The aunt, employer and order lists (domain/customColumns.ts) keep their layouts on the server too
 * (tableLayouts.ts): a staff member's own layout (their changes, sent as they make them; localStorage
 * is its copy for the first paint) over the company's default (set by admins), over the code's.
 * Reset forgets the own layout: the list returns to the company's default. The rows never wait for
 * the layouts; the columns follow when they arrive.
 *
 * @example
 *   const settings = useColumnSettings('aunt', columns);
 *   <DataTable table={table} settings={settings} />
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  isObject,
  clampWidth,
  defaultColumnSettings,
  fitHidden,
  loadColumnSettings,
  mergeColumnSettings,
  moveColumn,
  saveColumnSettings,
  setColumnVisible,
  visibleKeys,
  widthOf,
  type ColumnSettings,
} from './columnSettings';
import { isCustomTableType, type CustomTableType } from '@/domain/customColumns';
import { useThemeToken } from '@/components/useThemeToken';
import { columnNeed } from './headerWidth';
import { layoutOfSettings, saveOwnLayout, settingsOfLayout, useTableLayouts } from './tableLayouts';
import type { DataColumn } from './types';

export interface ColumnSettingsItem {
  key: string;
  title: string;
  visible: boolean;
  pinned: boolean;
}

export interface ColumnSettingsController<Row> {
  tableType: string;
  /** The columns to show, in order, with the width to use. */
  visible: DataColumn<Row>[];
  /** Every column in settings order (pinned first/last), for the popover. */
  items: ColumnSettingsItem[];
  setVisible: (key: string, visible: boolean) => void;
  move: (key: string, delta: number) => void;
  setWidth: (key: string, width: number) => void;
  reset: () => void;
  /** The settings differ from the defaults. */
  customised: boolean;
}

export function useColumnSettings<Row>(tableType: string, columns: readonly DataColumn<Row>[]): ColumnSettingsController<Row> {
  // `null` until the user changes something: then saved (an untouched table stores nothing).
  const [changed, setChanged] = useState<ColumnSettings | null>(null);
  const [saved, setSaved] = useState<unknown>(() => loadColumnSettings(tableType));
  const shared: CustomTableType | null = isCustomTableType(tableType) ? tableType : null;
  const server = useTableLayouts(shared);
  const companyLayout = server.company && server.company.length > 0 ? server.company : null;
  // The code's defaults fit the screen in the language in force (a column as wide as DataTable draws it: columnNeed).
  const token = useThemeToken();
  const defaults = useMemo(
    () =>
      defaultColumnSettings(
        columns,
        fitHidden(columns, undefined, (column) => columnNeed(column, token)),
      ),
    [columns, token],
  );
  const base = useMemo(
    () => (companyLayout ? mergeColumnSettings(settingsOfLayout(companyLayout), columns, defaults) : defaults),
    [companyLayout, columns, defaults],
  );
  // The server's own layout, once it answered, replaces this browser's copy. When it has none, a
  // copy this browser kept from before the layouts moved to the server (not marked synced) stays
  // and is sent up once; a synced copy means the layout was reset elsewhere: the base applies.
  const serverOwn = server.own;
  const legacy = isObject(saved) && saved.synced !== true;
  const own = useMemo<unknown>(
    () => (serverOwn === undefined || (serverOwn.length === 0 && legacy) ? saved : serverOwn.length > 0 ? settingsOfLayout(serverOwn) : null),
    [legacy, saved, serverOwn],
  );
  const settings = useMemo(() => ((changed ?? own) ? mergeColumnSettings(changed ?? own, columns, defaults) : base), [base, changed, columns, defaults, own]);

  useEffect(() => {
    if (changed) saveColumnSettings(tableType, changed, { synced: Boolean(shared) });
  }, [changed, shared, tableType]);
  useEffect(() => {
    if (!shared || serverOwn === undefined || changed) return;
    if (serverOwn.length > 0) saveColumnSettings(tableType, settingsOfLayout(serverOwn), { synced: true });
    else if (legacy) {
      const kept = mergeColumnSettings(saved, columns, defaults);
      saveColumnSettings(tableType, kept, { synced: true });
      saveOwnLayout(shared, layoutOfSettings(kept, columns));
    } else saveColumnSettings(tableType, null);
    // Runs when the server's answer (or a change of it) arrives; `saved` and `columns` are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverOwn]);

  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const visible = useMemo(
    () =>
      visibleKeys(settings, columns).flatMap((key) => {
        const column = byKey.get(key);
        return column ? [{ ...column, width: widthOf(settings, column), pinned: column.pinned ?? settings.fixed?.[key] }] : [];
      }),
    [byKey, columns, settings],
  );
  const items = useMemo(() => {
    const hidden = new Set(settings.hidden);
    const item = (column: DataColumn<Row>): ColumnSettingsItem => ({
      key: column.key,
      title: column.title,
      visible: !hidden.has(column.key),
      pinned: Boolean(column.pinned),
    });
    const pinned = (side: 'left' | 'right') => columns.filter((column) => column.pinned === side).map(item);
    const middle = settings.order.flatMap((key) => {
      const column = byKey.get(key);
      return column ? [item(column)] : [];
    });
    return [...pinned('left'), ...middle, ...pinned('right')];
  }, [byKey, columns, settings]);

  const update = useCallback(
    (change: (current: ColumnSettings) => ColumnSettings) => {
      const next = change(settings);
      setChanged(next);
      if (shared) saveOwnLayout(shared, layoutOfSettings(next, columns));
    },
    [columns, settings, shared],
  );
  const setVisible = useCallback((key: string, show: boolean) => update((current) => setColumnVisible(current, key, show)), [update]);
  const move = useCallback((key: string, delta: number) => update((current) => moveColumn(current, key, delta)), [update]);
  const setWidth = useCallback(
    (key: string, width: number) => update((current) => ({ ...current, widths: { ...current.widths, [key]: clampWidth(width, byKey.get(key)) } })),
    [byKey, update],
  );
  const reset = useCallback(() => {
    saveColumnSettings(tableType, null);
    setSaved(null);
    setChanged(null);
    if (shared) saveOwnLayout(shared, []);
  }, [shared, tableType]);

  const customised = useMemo(() => JSON.stringify(base) !== JSON.stringify(settings), [base, settings]);
  return { tableType, visible, items, setVisible, move, setWidth, reset, customised };
}
