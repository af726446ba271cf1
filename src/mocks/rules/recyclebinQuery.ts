/** Reading the recycle-bin list body (RecyclebinQuery): paging, keyword and who deleted; 40001 naming a bad field. */
import { validate } from '../handlers/kit';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './auntQuery';

export interface BinQuery {
  page: number;
  pageSize: number;
  keyword?: string;
  deletedBy?: number;
}

export function readBinQuery(body: unknown): BinQuery {
  const fields = validate(body, {
    page: { type: 'number', label: { zh: '页码', en: 'Page' }, integer: true, min: 1 },
    pageSize: { type: 'number', label: { zh: '每页条数', en: 'Page size' }, integer: true, min: 1, max: MAX_PAGE_SIZE },
    keyword: { type: 'string', label: { zh: '关键词', en: 'Keyword' }, maxLength: 50 },
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
