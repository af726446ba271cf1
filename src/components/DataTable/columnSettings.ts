/**
 * Column settings of one table type (the spec's "per-table column widths by table type and
 * field", plus order and visibility): pure merging of what was saved with the columns the code
 * defines now, and their localStorage entry `agency-table:<tableType>`.
 *
 * Merge rules (a saved entry may come from an older build or be damaged):
 * - unknown keys (a column that no longer exists) are dropped; duplicates count once;
 * - a column missing from the saved order (a new column) is inserted after the nearest column
 *   that precedes it in the default order, and is hidden only if it is hidden by default;
 * - pinned columns are never hidden or moved (they stay at their side);
 * - widths must be finite numbers and are clamped to [minWidth or 48, 800];
 * - a movable column may be fixed at a side (a company's layout says so): it then shows after the
 *   pinned columns of that side;
 * - if nothing would be visible, the defaults apply; anything unreadable gives the defaults.
 *
 * Defaults fit the screen (issue 37): the columns shown by default must fit `FIT_WIDTH`, the room a
 * table has at 1440x900 beside the open sidebar. Columns of `priority` 'essential' (what identifies
 * a row, its status, money and dates) and pinned ones always show; the others are hidden from the
 * end of the order, those of priority 'low' first, until the rest fits (`fitHidden`). A hidden one
 * is a click away in the column settings; a saved or company layout decides for itself.
 *
 * @example
 *   const settings = mergeColumnSettings(loadColumnSettings('aunt'), specs);
 */

export interface ColumnSpec {
  key: string;
  /** Default width in px. */
  width: number;
  minWidth?: number;
  defaultHidden?: boolean;
  /** Always shown, never moved; fixed on that side. */
  pinned?: 'left' | 'right';
  /** Whether it shows by default when not all fit (see above); absent: 'normal'. */
  priority?: ColumnPriority;
}

export type ColumnPriority = 'essential' | 'normal' | 'low';

export interface ColumnSettings {
  /** Keys of the movable columns, in display order. */
  order: string[];
  /** Keys of hidden columns. */
  hidden: string[];
  /** Width per column key, in px (only those changed by the user). */
  widths: Record<string, number>;
  /** Movable columns kept at a side while the table scrolls (absent: none). */
  fixed?: Record<string, 'left' | 'right'>;
}

export const COLUMN_MIN_WIDTH = 48;
export const COLUMN_MAX_WIDTH = 800;
const STORAGE_PREFIX = 'agency-table:';
const VERSION = 1;

export function storageKeyOf(tableType: string): string {
  return `${STORAGE_PREFIX}${tableType}`;
}

/** Room for a table's columns at 1440x900 (window − open sidebar − page padding − a selection column). */
export const FIT_WIDTH = 1120;

const movable = <Spec extends ColumnSpec>(specs: readonly Spec[]): Spec[] => specs.filter((spec) => !spec.pinned);

/**
 * The columns hidden by default so that the rest fit `budget` px: the default-hidden ones, then
 * (from the end of the order) low, then normal ones until the shown widths fit. Essential and
 * pinned columns stay even when they alone are wider. `need` is the width a column takes (its
 * default width, or more when its header needs more).
 */
export function fitHidden<Spec extends ColumnSpec>(
  specs: readonly Spec[],
  budget: number = FIT_WIDTH,
  need: (spec: Spec) => number = (spec) => spec.width,
): string[] {
  const hidden = new Set(movable(specs).flatMap((spec) => (spec.defaultHidden ? [spec.key] : [])));
  let total = specs.reduce((sum, spec) => (hidden.has(spec.key) ? sum : sum + need(spec)), 0);
  for (const level of ['low', 'normal'] as const) {
    for (const spec of [...movable(specs)].reverse()) {
      if (total <= budget) break;
      if (hidden.has(spec.key) || (spec.priority ?? 'normal') !== level) continue;
      hidden.add(spec.key);
      total -= need(spec);
    }
  }
  return movable(specs).flatMap((spec) => (hidden.has(spec.key) ? [spec.key] : []));
}

/** The code's layout: every column in its order, those `fitHidden` leaves out hidden. */
export function defaultColumnSettings(specs: readonly ColumnSpec[], hidden: readonly string[] = fitHidden(specs)): ColumnSettings {
  return { order: movable(specs).map((spec) => spec.key), hidden: [...hidden], widths: {} };
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function clampWidth(width: number, spec?: Pick<ColumnSpec, 'minWidth'>): number {
  return Math.round(Math.min(COLUMN_MAX_WIDTH, Math.max(spec?.minWidth ?? COLUMN_MIN_WIDTH, width)));
}

/** Saved settings (any shape) merged with the columns defined now; always sane. */
export function mergeColumnSettings(saved: unknown, specs: readonly ColumnSpec[], defaults: ColumnSettings = defaultColumnSettings(specs)): ColumnSettings {
  if (!isObject(saved)) return defaults;
  const byKey = new Map(movable(specs).map((spec) => [spec.key, spec]));

  const order: string[] = [];
  for (const key of stringsOf(saved.order)) if (byKey.has(key) && !order.includes(key)) order.push(key);
  const known = new Set(order);
  // New columns: after the nearest preceding column of the default order, else first.
  defaults.order.forEach((key, index) => {
    if (known.has(key)) return;
    const before = defaults.order
      .slice(0, index)
      .reverse()
      .find((candidate) => order.includes(candidate));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });

  const savedHidden = new Set(stringsOf(saved.hidden));
  const hiddenByDefault = new Set(defaults.hidden);
  const hidden = order.filter((key) => (known.has(key) ? savedHidden.has(key) : hiddenByDefault.has(key)));

  const widths: Record<string, number> = {};
  const savedWidths = isObject(saved.widths) ? saved.widths : {};
  for (const spec of specs) {
    const width = savedWidths[spec.key];
    if (typeof width === 'number' && Number.isFinite(width)) widths[spec.key] = clampWidth(width, spec);
  }

  const fixed: Record<string, 'left' | 'right'> = {};
  const savedFixed = isObject(saved.fixed) ? saved.fixed : {};
  for (const key of order) if (savedFixed[key] === 'left' || savedFixed[key] === 'right') fixed[key] = savedFixed[key];

  const anyPinned = specs.some((spec) => spec.pinned);
  if (!anyPinned && hidden.length >= order.length) return { ...defaults, widths };
  return Object.keys(fixed).length > 0 ? { order, hidden, widths, fixed } : { order, hidden, widths };
}

/** The columns to show, in order: left-pinned, fixed left, the other visible movable ones, fixed right, right-pinned. */
export function visibleKeys(settings: ColumnSettings, specs: readonly ColumnSpec[]): string[] {
  const hidden = new Set(settings.hidden);
  const pinned = (side: 'left' | 'right') => specs.filter((spec) => spec.pinned === side).map((spec) => spec.key);
  const shown = settings.order.filter((key) => !hidden.has(key));
  const side = (key: string) => settings.fixed?.[key];
  return [
    ...pinned('left'),
    ...shown.filter((key) => side(key) === 'left'),
    ...shown.filter((key) => side(key) === undefined),
    ...shown.filter((key) => side(key) === 'right'),
    ...pinned('right'),
  ];
}

/** The width of a column: the user's, else its default. */
export function widthOf(settings: ColumnSettings, spec: ColumnSpec): number {
  return settings.widths[spec.key] ?? spec.width;
}

/** Moves a movable column by `delta` places (negative: up/left); unchanged at the ends. */
export function moveColumn(settings: ColumnSettings, key: string, delta: number): ColumnSettings {
  const from = settings.order.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= settings.order.length) return settings;
  const order = [...settings.order];
  order.splice(from, 1);
  order.splice(to, 0, key);
  return { ...settings, order };
}

export function setColumnVisible(settings: ColumnSettings, key: string, visible: boolean): ColumnSettings {
  const hidden = settings.hidden.filter((item) => item !== key);
  if (!visible) {
    if (!settings.order.includes(key)) return settings;
    hidden.push(key);
  }
  return { ...settings, hidden };
}

export function loadColumnSettings(tableType: string): unknown {
  try {
    const raw = localStorage.getItem(storageKeyOf(tableType));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isObject(parsed) && parsed.version === VERSION ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Keeps (or with null forgets) a table's settings in this browser. `synced`: the copy equals the
 * staff member's layout on the server (the aunt, employer and order lists, useColumnSettings).
 */
export function saveColumnSettings(tableType: string, settings: ColumnSettings | null, { synced = false }: { synced?: boolean } = {}): void {
  try {
    if (settings) localStorage.setItem(storageKeyOf(tableType), JSON.stringify({ version: VERSION, ...settings, ...(synced ? { synced: true } : {}) }));
    else localStorage.removeItem(storageKeyOf(tableType));
  } catch {
    // Storage full or blocked (private mode): the settings last for this visit only.
  }
}
