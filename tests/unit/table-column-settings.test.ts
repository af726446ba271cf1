import { beforeEach, describe, expect, it } from 'vitest';
import {
  COLUMN_MAX_WIDTH,
  COLUMN_MIN_WIDTH,
  FIT_WIDTH,
  defaultColumnSettings,
  fitHidden,
  loadColumnSettings,
  mergeColumnSettings,
  moveColumn,
  saveColumnSettings,
  setColumnVisible,
  storageKeyOf,
  visibleKeys,
  widthOf,
  type ColumnSpec,
} from '@/components/DataTable/columnSettings';

const specs: ColumnSpec[] = [
  { key: 'name', width: 160, pinned: 'left' },
  { key: 'gender', width: 70 },
  { key: 'age', width: 70 },
  { key: 'mobile', width: 140 },
  { key: 'remarks', width: 200, defaultHidden: true },
  { key: 'status', width: 100, minWidth: 80 },
  { key: 'actions', width: 120, pinned: 'right' },
];

describe('column settings merge', () => {
  it('gives the defaults for nothing saved or something unreadable', () => {
    const defaults = defaultColumnSettings(specs);
    expect(defaults).toEqual({ order: ['gender', 'age', 'mobile', 'remarks', 'status'], hidden: ['remarks'], widths: {} });
    for (const saved of [null, undefined, 'junk', 42, [], { order: 'gender' }]) {
      expect(mergeColumnSettings(saved, specs)).toEqual(saved && typeof saved === 'object' && !Array.isArray(saved) ? { ...defaults } : defaults);
    }
  });

  it('keeps a saved order, drops unknown and duplicate keys', () => {
    const merged = mergeColumnSettings(
      { order: ['status', 'ghost', 'mobile', 'status', 'gender', 'age', 'remarks'], hidden: ['ghost', 'age'], widths: {} },
      specs,
    );
    expect(merged.order).toEqual(['status', 'mobile', 'gender', 'age', 'remarks']);
    expect(merged.hidden).toEqual(['age']);
  });

  it('inserts a column missing from the saved order after its default predecessor, with its default visibility', () => {
    // Saved before 'age' and 'remarks' existed, with mobile moved first.
    const merged = mergeColumnSettings({ order: ['mobile', 'gender', 'status'], hidden: [], widths: {} }, specs);
    // age follows gender, remarks follows mobile (their default predecessors).
    expect(merged.order).toEqual(['mobile', 'remarks', 'gender', 'age', 'status']);
    expect(merged.hidden).toEqual(['remarks']);
    // A new first column goes first.
    expect(mergeColumnSettings({ order: ['age', 'mobile', 'remarks', 'status'], hidden: [] }, specs).order).toEqual([
      'gender',
      'age',
      'mobile',
      'remarks',
      'status',
    ]);
  });

  it('never hides or moves pinned columns', () => {
    const merged = mergeColumnSettings({ order: ['actions', 'gender', 'name'], hidden: ['name', 'actions'] }, specs);
    expect(merged.order).not.toContain('name');
    expect(merged.hidden).toEqual(['remarks']);
    expect(visibleKeys(merged, specs)).toEqual(['name', 'gender', 'age', 'mobile', 'status', 'actions']);
  });

  it('accepts only finite widths of known columns, clamped', () => {
    const merged = mergeColumnSettings(
      { order: [], widths: { gender: 10, age: 99999, mobile: 'wide', status: 50, ghost: 100, remarks: Number.NaN, name: 180.4 } },
      specs,
    );
    expect(merged.widths).toEqual({ gender: COLUMN_MIN_WIDTH, age: COLUMN_MAX_WIDTH, status: 80, name: 180 });
    expect(widthOf(merged, specs[3])).toBe(140);
  });

  it('falls back to the defaults when every column would be hidden and none is pinned', () => {
    const plain = specs.filter((spec) => !spec.pinned);
    const merged = mergeColumnSettings({ order: plain.map((spec) => spec.key), hidden: plain.map((spec) => spec.key), widths: { age: 90 } }, plain);
    expect(merged.hidden).toEqual(['remarks']);
    expect(merged.widths).toEqual({ age: 90 });
  });

  it('moves and hides columns', () => {
    const defaults = defaultColumnSettings(specs);
    expect(moveColumn(defaults, 'age', -1).order).toEqual(['age', 'gender', 'mobile', 'remarks', 'status']);
    expect(moveColumn(defaults, 'gender', -1)).toBe(defaults);
    expect(moveColumn(defaults, 'status', 1)).toBe(defaults);
    expect(setColumnVisible(defaults, 'remarks', true).hidden).toEqual([]);
    expect(setColumnVisible(defaults, 'age', false).hidden).toEqual(['remarks', 'age']);
    expect(setColumnVisible(defaults, 'name', false)).toBe(defaults);
  });
});

describe('column priorities: the defaults fit the screen', () => {
  // 150 + 6 × 200 + 90 = 1440 px of columns for 1000 px of room.
  const wide: ColumnSpec[] = [
    { key: 'name', width: 150, pinned: 'left' },
    { key: 'status', width: 200, priority: 'essential' },
    { key: 'notes', width: 200 },
    { key: 'photo', width: 200, priority: 'low' },
    { key: 'amount', width: 200, priority: 'essential' },
    { key: 'owner', width: 200 },
    { key: 'created', width: 200, priority: 'essential' },
    { key: 'actions', width: 90, pinned: 'right' },
  ];

  it('hides low, then normal columns from the end of the order until the rest fits', () => {
    // Over by 440: photo (low) goes first, then owner, then notes (normal, from the end).
    expect(fitHidden(wide, 1000)).toEqual(['notes', 'photo', 'owner']);
    expect(fitHidden(wide, 1100)).toEqual(['photo', 'owner']);
    expect(fitHidden(wide, 1240)).toEqual(['photo']);
    expect(fitHidden(wide, 1440)).toEqual([]);
  });

  it('never hides essential or pinned columns, even when they alone do not fit', () => {
    expect(fitHidden(wide, 300)).toEqual(['notes', 'photo', 'owner']);
    expect(visibleKeys(defaultColumnSettings(wide, fitHidden(wide, 300)), wide)).toEqual(['name', 'status', 'amount', 'created', 'actions']);
  });

  it('counts default-hidden columns as hidden and measures a column by the width it needs', () => {
    const specsWithHidden = wide.map((spec) => (spec.key === 'notes' ? { ...spec, defaultHidden: true } : spec));
    expect(fitHidden(specsWithHidden, 1100)).toEqual(['notes', 'photo']);
    // An English header wider than the column's default width: the owner column needs 400 px.
    expect(fitHidden(wide, 1440, (spec) => (spec.key === 'owner' ? 400 : spec.width))).toEqual(['photo']);
  });

  it('sizes the defaults for FIT_WIDTH when no room is given', () => {
    const many: ColumnSpec[] = Array.from({ length: 12 }, (_, index) => ({ key: `c${index}`, width: 100, priority: index === 11 ? 'essential' : undefined }));
    const hidden = fitHidden(many);
    expect(many.length * 100 - hidden.length * 100).toBeLessThanOrEqual(FIT_WIDTH);
    expect(hidden).toEqual(['c10']);
    expect(defaultColumnSettings(many).hidden).toEqual(hidden);
  });

  it('keeps a saved layout as it is; a new column follows the fitted defaults', () => {
    const saved = { order: ['status', 'notes', 'photo', 'amount', 'created'], hidden: [], widths: {} };
    const defaults = defaultColumnSettings(wide, fitHidden(wide, 1000));
    const merged = mergeColumnSettings(saved, wide, defaults);
    expect(merged.hidden).toEqual(['owner']);
    expect(merged.order).toEqual(['status', 'notes', 'photo', 'amount', 'owner', 'created']);
  });
});

describe('column settings storage', () => {
  beforeEach(() => localStorage.clear());

  it('saves per table type and reads back only its own version', () => {
    const settings = { order: ['age', 'gender'], hidden: ['gender'], widths: { age: 90 } };
    saveColumnSettings('aunt', settings);
    expect(storageKeyOf('aunt')).toBe('agency-table:aunt');
    expect(JSON.parse(localStorage.getItem('agency-table:aunt') ?? '')).toEqual({ version: 1, ...settings });
    expect(loadColumnSettings('aunt')).toMatchObject(settings);
    expect(loadColumnSettings('employer')).toBeNull();
    localStorage.setItem('agency-table:employer', '{broken');
    expect(loadColumnSettings('employer')).toBeNull();
    localStorage.setItem('agency-table:order', JSON.stringify({ version: 0, order: [] }));
    expect(loadColumnSettings('order')).toBeNull();
    saveColumnSettings('aunt', null);
    expect(localStorage.getItem('agency-table:aunt')).toBeNull();
  });
});
