/**
 * Column layouts kept on the server for the aunt, employer and order lists
 * (domain/customColumns.ts `CUSTOM_TABLE_TYPES`): the company's default (getCustomTableField, set
 * by admins on the settings page) and the signed-in staff member's own (/custom/column/display/*),
 * so a layout follows its owner to another browser. Loaded once per session and list, both calls
 * side by side and never before the list's rows; the company's default is also cached in
 * localStorage, so a list opened again paints with it before the answer. A staff member's changes
 * are sent one at a time, the latest winning. Logout forgets them (resetRegistry).
 */
import { create } from 'zustand';
import { getCustomTableField, type CustomTableField } from '@/api/company';
import { columnDisplayList, columnDisplayUpdate } from '@/api/custom';
import type { CustomTableType } from '@/domain/customColumns';
import { heldAnswers } from '@/stores/heldAnswers';
import { registerStoreReset } from '@/stores/resetRegistry';
import type { ColumnSettings, ColumnSpec } from './columnSettings';

/** One column of a stored layout (both calls' shape, without moduleName). */
export type LayoutColumn = Pick<CustomTableField, 'field' | 'label' | 'width' | 'isShow' | 'sort' | 'fixed'>;

interface LayoutEntry {
  status: 'loading' | 'ready' | 'error';
  /** The company's default ([] = none). */
  company: LayoutColumn[];
  /** The staff member's own ([] = none: the company's default applies). */
  own: LayoutColumn[];
}

type State = Partial<Record<CustomTableType, LayoutEntry>>;

export const useTableLayoutStore = create<State>()(() => ({}));

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

let generation = 0;

const pendingLoads = new Map<CustomTableType, Promise<void>>();
/** Answers of a prefetch wait here until the list loads them (stores/heldAnswers). */
const held = heldAnswers<CustomTableType, LayoutEntry>((tableType) => useTableLayoutStore.getState()[tableType] !== undefined);

/** The store's entry, or else a held one (taken: a change is about to go into the store). */
function currentEntry(tableType: CustomTableType): LayoutEntry | undefined {
  const early = held.take(tableType);
  return useTableLayoutStore.getState()[tableType] ?? early;
}

/** Asks for both layouts; the answer goes to the store if the list loads them, else it is held. */
function request(tableType: CustomTableType): Promise<void> {
  const mine = generation;
  const sent = Promise.all([getCustomTableField({ tableType }, { silent: true }), columnDisplayList({ moduleName: tableType }, { silent: true })])
    .then(
      ([company, own]) => {
        if (mine !== generation) return;
        cacheCompanyLayout(tableType, strip(company));
        const entry: LayoutEntry = { status: 'ready', company: strip(company), own: strip(own) };
        if (held.goesToStore(tableType)) useTableLayoutStore.setState({ [tableType]: entry });
        else held.hold(tableType, entry);
      },
      () => {
        // A prefetch the list has not loaded yet keeps nothing: its load asks again.
        if (mine === generation && held.goesToStore(tableType))
          useTableLayoutStore.setState((state) => ({
            [tableType]: { status: 'error', company: state[tableType]?.company ?? [], own: state[tableType]?.own ?? [] },
          }));
      },
    )
    .finally(() => {
      if (pendingLoads.get(tableType) === sent) pendingLoads.delete(tableType);
      if (mine === generation) held.settled(tableType);
    });
  pendingLoads.set(tableType, sent);
  return sent;
}

/** Starts loading a list's layouts without touching the store (a page may call it while it renders). */
export function prefetchTableLayouts(tableType: CustomTableType): void {
  if (!useTableLayoutStore.getState()[tableType] && !pendingLoads.has(tableType) && !held.has(tableType)) void request(tableType);
}

/** Loads a list's layouts once per session (`force`: again). Never rejects: a failure leaves the list on its cached or own defaults. */
export function loadTableLayouts(tableType: CustomTableType, force = false): void {
  const entry = useTableLayoutStore.getState()[tableType];
  if (entry && !force && entry.status !== 'error') return;
  const early = held.take(tableType);
  if (!force && early) {
    useTableLayoutStore.setState({ [tableType]: early });
    return;
  }
  if (!force && pendingLoads.has(tableType)) {
    if (!entry) held.wait(tableType);
    return;
  }
  // A reload shows what it had meanwhile (a held answer included).
  const shown = entry ?? early;
  useTableLayoutStore.setState({ [tableType]: { status: 'loading', company: shown?.company ?? [], own: shown?.own ?? [] } });
  void request(tableType);
}

/** The settings page saved the company's default: every list follows at once. */
export function publishCompanyLayout(tableType: CustomTableType, columns: readonly LayoutColumn[]): void {
  cacheCompanyLayout(tableType, strip(columns));
  const entry = currentEntry(tableType);
  useTableLayoutStore.setState({ [tableType]: { status: entry?.status ?? 'ready', company: strip(columns), own: entry?.own ?? [] } });
}

const sending = new Map<CustomTableType, { running: boolean; next: LayoutColumn[] | null }>();

/** Keeps a staff member's own layout ([] forgets it), on the server one request at a time (the latest wins). */
export function saveOwnLayout(tableType: CustomTableType, columns: readonly LayoutColumn[]): void {
  const entry = currentEntry(tableType);
  useTableLayoutStore.setState({ [tableType]: { status: entry?.status ?? 'ready', company: entry?.company ?? [], own: strip(columns) } });
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

export function resetTableLayouts(): void {
  generation += 1;
  sending.clear();
  pendingLoads.clear();
  held.clear();
  useTableLayoutStore.setState({}, true);
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
