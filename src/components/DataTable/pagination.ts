/**
 * The pagination of every paged list: one range text ("第 1-20 条，共 105 条" / "1-20 of 105"),
 * one choice of page sizes (PAGE_SIZE_OPTIONS) and the quick jumper once there are more than five
 * pages. DataTable uses it; a list that is not a DataTable (the profile's login log) uses it too,
 * so every list pages the same way. The default page size is useTable's DEFAULT_PAGE_SIZE.
 *
 * @example
 *   <Table pagination={{ ...listPagination(t, { page, pageSize, total }), onChange: setPaging }} />
 */
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { PAGE_SIZE_OPTIONS } from '@/hooks/listPaging';
import '@/i18n/texts/table';

export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
}

const SIZE_OPTIONS = PAGE_SIZE_OPTIONS.map(String);

export function listPagination(t: TFunction, { page, pageSize, total }: ListPaging): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: SIZE_OPTIONS,
    showQuickJumper: total > pageSize * 5,
    showTotal: (count, [from, to]) => t('table.range', { from, to, total: count }),
  };
}
