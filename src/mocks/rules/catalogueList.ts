/**
 * The one way the mock keeps a short ordered list of named entries (labels, certificates /
 * trainings / visas, skill items, the options of one skill item, attribute values): add, rename,
 * move, restore and delete, every check before anything changes.
 *
 * - `sort` is the 1-based position among the OFFERED entries; a write renumbers the list: offered
 *   entries 1..n in their order, then the retired ones after them.
 * - Names are unique in the list ignoring case (retired entries included: a name of a retired
 *   entry asks for the entry to be restored instead).
 * - Deleting an entry records use retires it (kept, greyed on them, not offered); an unused one
 *   is removed (domain/catalogues.ts). Restoring (`isRetired: 0`) puts it back at the end.
 */
import { sameName } from '@/domain/catalogues';
import { conflict, invalid, notFound, type Msg } from '../core/errors';

export interface Entry {
  sort: number;
  isRetired?: 0 | 1;
}

/** One list: its rows (of one scope, any order) and how to read and make them. */
export interface CatalogueList<R extends Entry> {
  rows: R[];
  idOf: (row: R) => number;
  nameOf: (row: R) => string;
  setName: (row: R, name: string) => void;
  /** Most offered entries. */
  max: number;
  /** What an entry is called ({zh: '标签', en: 'label'}). */
  what: Msg;
  /** Records using an entry. */
  usesOf: (row: R) => number;
}

export interface EntryInput<R> {
  id?: number;
  name?: string;
  sort?: number;
  isRetired?: 0;
  /** Another field of the body to apply (a label's colour), after every check passed. */
  other?: (row: R) => void;
}

export const isRetired = (row: Entry): boolean => row.isRetired === 1;

/** The rows in their order: offered ones by sort, then retired ones (ties by id). */
export function ordered<R extends Entry>(list: Pick<CatalogueList<R>, 'rows' | 'idOf'>): R[] {
  return [...list.rows].sort((a, b) => Number(isRetired(a)) - Number(isRetired(b)) || a.sort - b.sort || list.idOf(a) - list.idOf(b));
}

/** Numbers `rows` (offered first, then retired) 1..n; `moved` (if any) goes to 1-based `position` among the offered. */
export function renumber<R extends Entry>(list: Pick<CatalogueList<R>, 'rows' | 'idOf'>, moved?: R, position?: number): void {
  const all = ordered(list);
  const offered = all.filter((row) => !isRetired(row) && row !== moved);
  const retired = all.filter((row) => isRetired(row) && row !== moved);
  if (moved && !isRetired(moved)) offered.splice(Math.min(Math.max(position ?? offered.length + 1, 1), offered.length + 1) - 1, 0, moved);
  else if (moved) retired.push(moved);
  [...offered, ...retired].forEach((row, index) => {
    row.sort = index + 1;
  });
}

const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/** 40001 when `name` is taken in the list by another entry (a retired one says so). */
export function requireFreeName<R extends Entry>(list: CatalogueList<R>, name: string, self?: R): void {
  const taken = list.rows.find((row) => row !== self && sameName(list.nameOf(row), name));
  if (!taken) return;
  if (isRetired(taken)) {
    throw invalid({
      zh: `已停用的${list.what.zh}中有“${list.nameOf(taken)}”，请恢复它`,
      en: `A retired ${list.what.en} is called “${list.nameOf(taken)}”: restore it instead`,
    });
  }
  throw invalid({ zh: `${list.what.zh}“${list.nameOf(taken)}”已存在`, en: `The ${list.what.en} “${list.nameOf(taken)}” already exists` });
}

/** 40901 when the entry is retired (it must be restored before it changes or gets children). */
export function requireOffered<R extends Entry>(list: CatalogueList<R>, row: R): void {
  if (!isRetired(row)) return;
  throw conflict({ zh: `${list.what.zh}“${list.nameOf(row)}”已停用，请先恢复`, en: `The ${list.what.en} “${list.nameOf(row)}” is retired: restore it first` });
}

/** The entry with this id in the list, or 404. */
export function entryOf<R extends Entry>(list: CatalogueList<R>, id: number): R {
  const row = list.rows.find((candidate) => list.idOf(candidate) === id);
  if (!row) throw notFound({ zh: list.what.zh, en: capital(list.what.en) });
  return row;
}

/**
 * Adds (no id: `create(name)` makes the row, the caller stores it) or changes an entry. Answers the
 * entry; the list is renumbered.
 */
export function setEntry<R extends Entry>(list: CatalogueList<R>, input: EntryInput<R>, create: (name: string) => R): R {
  const offeredCount = list.rows.filter((row) => !isRetired(row)).length;
  if (input.id === undefined) {
    if (input.name === undefined) throw invalid({ zh: '请填写名称', en: 'Name is required' });
    if (input.isRetired !== undefined) throw invalid({ zh: '新建的项目不需要恢复', en: 'A new entry has nothing to restore' });
    requireFreeName(list, input.name);
    if (offeredCount >= list.max) throw invalid({ zh: `最多${list.max}个${list.what.zh}`, en: `At most ${list.max} ${list.what.en}s` });
    const row = create(input.name);
    input.other?.(row);
    row.sort = offeredCount + 1;
    list.rows.push(row);
    renumber(list, row, input.sort ?? offeredCount + 1);
    return row;
  }
  const row = entryOf(list, input.id);
  if (input.name === undefined && input.sort === undefined && input.isRetired === undefined && !input.other)
    throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  if (input.isRetired === undefined) requireOffered(list, row);
  if (input.isRetired === 0 && isRetired(row) && offeredCount >= list.max) {
    throw invalid({ zh: `最多${list.max}个${list.what.zh}`, en: `At most ${list.max} ${list.what.en}s` });
  }
  if (input.name !== undefined) requireFreeName(list, input.name, row);
  // Every check passed: change it.
  const restoring = input.isRetired === 0 && isRetired(row);
  if (input.name !== undefined) list.setName(row, input.name);
  input.other?.(row);
  if (restoring) delete row.isRetired;
  renumber(list, row, input.sort ?? (restoring ? offeredCount + 1 : offeredRank(list, row)));
  return row;
}

/** 1-based position of an offered row among the offered. */
function offeredRank<R extends Entry>(list: CatalogueList<R>, row: R): number {
  return (
    ordered(list)
      .filter((candidate) => !isRetired(candidate))
      .indexOf(row) + 1
  );
}

export type DeleteOutcome = 'deleted' | 'retired';

/**
 * Deletes an entry nobody uses (`remove` takes it out of the table) or retires one in use; a retired
 * entry stays retired (deleting it again changes nothing while records still use it).
 */
export function deleteEntry<R extends Entry>(list: CatalogueList<R>, id: number, remove: (row: R) => void): DeleteOutcome {
  const row = entryOf(list, id);
  if (list.usesOf(row) > 0) {
    row.isRetired = 1;
    renumber(list, row);
    return 'retired';
  }
  remove(row);
  list.rows = list.rows.filter((candidate) => candidate !== row);
  renumber(list);
  return 'deleted';
}
