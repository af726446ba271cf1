/**
 * The 操作 column of every list is RowActions (components/DataTable/RowActions; docs/UI-PATTERNS.md
 * "Row actions"). A list with a right-pinned column (DataTable's `pinned`, antd's `fixed`) must use it somewhere in its folder.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrangeRowActions } from '@/components/DataTable/RowActions';

const PAGES = path.resolve(import.meta.dirname, '../../src/pages');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('row actions', () => {
  it('every list with an action column uses RowActions', () => {
    const files = filesUnder(PAGES);
    const lists = [...new Set(files.filter((file) => /(pinned|fixed): 'right'/.test(readFileSync(file, 'utf8'))).map((file) => path.dirname(file)))];
    const offRule = lists
      .filter((dir) => !files.some((file) => file.startsWith(dir) && readFileSync(file, 'utf8').includes('@/components/DataTable/RowActions')))
      .map((dir) => path.relative(PAGES, dir).split(path.sep).join('/'));
    expect(offRule).toEqual([]);
    expect(lists.length).toBeGreaterThan(0);
  });

  it('shows at most three links: more become two and 更多; destructive ones last, in their order', () => {
    const action = (key: string, danger = false) => ({ key, label: key, danger });
    const keys = (list: { key: string }[]) => list.map((entry) => entry.key);
    const few = arrangeRowActions([action('delete', true), action('view'), false, action('edit')]);
    expect([keys(few.shown), keys(few.menu)]).toEqual([['view', 'edit', 'delete'], []]);
    const many = arrangeRowActions([action('view'), action('remove', true), action('edit'), null, action('copy'), action('cancel', true)]);
    expect([keys(many.shown), keys(many.menu)]).toEqual([
      ['view', 'edit'],
      ['copy', 'remove', 'cancel'],
    ]);
  });
});
