/**
 * What the recycle-bin families share: reading the list body (RecyclebinQuery: paging, keyword
 * and who deleted; 40001 naming a bad field), the newest-deletion-first order, and putting a row
 * back exactly as it was.
 */
import { validate } from '../core/validate';
import { DEFAULT_PAGE_SIZE, KEYWORD_RULE, LIST_PAGING_RULES } from './listQuery';

export interface BinQuery {
  page: number;
  pageSize: number;
  keyword?: string;
  deletedBy?: number;
}

export function readBinQuery(body: unknown): BinQuery {
  const fields = validate(body, {
    ...LIST_PAGING_RULES,
    keyword: KEYWORD_RULE,
    deletedBy: { type: 'number', label: { zh: '删除人', en: 'Deleted by' }, integer: true, min: 0 },
  });
  return { ...fields, keyword: fields.keyword || undefined, page: fields.page ?? 1, pageSize: fields.pageSize ?? DEFAULT_PAGE_SIZE };
}

/** Newest deletion first (ties: the later id first). */
export function byDeletion<T extends { deletedTime: string | null }>(id: (row: T) => number): (a: T, b: T) => number {
  return (a, b) => {
    const left = a.deletedTime ?? '';
    const right = b.deletedTime ?? '';
    return left < right ? 1 : left > right ? -1 : id(b) - id(a);
  };
}

/** Back out of the bin: only the deletion fields are reset. */
export function putBack(row: { isDeleted: number; deletedTime: string | null; deletedBy: number }): void {
  row.isDeleted = 0;
  row.deletedTime = null;
  row.deletedBy = 0;
}
