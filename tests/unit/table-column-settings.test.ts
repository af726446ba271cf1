import { beforeEach, describe, expect, it } from 'vitest';
import {
  COLUMN_MAX_WIDTH,
  COLUMN_MIN_WIDTH,
  defaultColumnSettings,
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
