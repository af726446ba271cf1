/**
 * Column settings of a table type, kept in localStorage (see columnSettings.ts): which columns
 * show, their order and widths. Returns the visible columns in order with their widths and the
 * actions of the settings popover and the resizable headers.
 *
 * @example
 *   const settings = useColumnSettings('aunt', columns);
 *   <DataTable table={table} settings={settings} />
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  clampWidth,
  defaultColumnSettings,
  loadColumnSettings,
  mergeColumnSettings,
  moveColumn,
  saveColumnSettings,
  setColumnVisible,
  visibleKeys,
  widthOf,
  type ColumnSettings,
} from './columnSettings';
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
  const settings = useMemo(() => mergeColumnSettings(changed ?? saved, columns), [changed, saved, columns]);

  useEffect(() => {
    if (changed) saveColumnSettings(tableType, changed);
  }, [changed, tableType]);

  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const visible = useMemo(
    () =>
      visibleKeys(settings, columns).flatMap((key) => {
        const column = byKey.get(key);
        return column ? [{ ...column, width: widthOf(settings, column) }] : [];
      }),
    [byKey, columns, settings],
  );
  const items = useMemo(() => {
    const hidden = new Set(settings.hidden);
    const item = (column: DataColumn<Row>): ColumnSettingsItem => ({ key: column.key, title: column.title, visible: !hidden.has(column.key), pinned: Boolean(column.pinned) });
    const pinned = (side: 'left' | 'right') => columns.filter((column) => column.pinned === side).map(item);
    const middle = settings.order.flatMap((key) => {
      const column = byKey.get(key);
      return column ? [item(column)] : [];
    });
    return [...pinned('left'), ...middle, ...pinned('right')];
  }, [byKey, columns, settings]);

  const update = useCallback((change: (current: ColumnSettings) => ColumnSettings) => setChanged(change(settings)), [settings]);
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
  }, [tableType]);

  const customised = useMemo(() => JSON.stringify(defaultColumnSettings(columns)) !== JSON.stringify(settings), [columns, settings]);
  return { tableType, visible, items, setVisible, move, setWidth, reset, customised };
}
