/**
 * The antd Table of DataTable, memoised: it re-renders only when what it shows changes (rows,
 * columns, paging, selection, error), not on a keystroke in a filter field nor when a reload
 * starts (the loading spinner is an overlay drawn by DataTable).
 *
 * The icons of its rows skip antd's per-icon style work (`zeroRuntime`): each icon otherwise
 * rewrites the icon style sheet's text on every render (a regex over ~1.5 kB, replacing the
 * default class prefix by itself) and, when it mounts, scans the document's `<style>` tags and
 * reads the icon sheet back. A page of rows holds a hundred and more icons. The icon styles are
 * in the document already, put there by the shell's icons and the toolbar's. Likewise its tags
 * (CellTag) take antd's tag styles from one `TagStyleScope` around the table.
 */
import { IconProvider } from '@ant-design/icons';
import { Table } from 'antd';
import type { TableColumnType as ColumnType, TablePaginationConfig } from 'antd';
import { IconContext, type SorterResult } from '@/patches/antdInternals';
import { memo, useContext, useMemo, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TagStyleScope } from '@/components/CellTag';
import { listPagination } from './pagination';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { TableEmpty, TableError } from './TableStates';

export interface TableViewProps<Row> {
  columns: ColumnType<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** Loading with nothing to show yet: an empty area instead of the "no data" state. */
  blank: boolean;
  page: number;
  pageSize: number;
  total: number;
  /** null without row selection. */
  selectedKeys: Key[] | null;
  /** Keep the selection column fixed at the start while scrolling sideways. */
  pinSelection: boolean;
  onSelect: (keys: Key[], rows: (Row | undefined)[]) => void;
  onChange: (pagination: TablePaginationConfig, sorter: SorterResult<Row> | SorterResult<Row>[], action: string) => void;
  errorMessage: string | null;
  onRetry: () => void;
  isFiltered: boolean;
  onClearFilters: () => void;
  emptyHint?: ReactNode;
  offsetHeader: number;
  scrollX: number;
  rowClassName?: (row: Row) => string;
  selectionDisabled?: (row: Row) => string | null;
}

export const SELECTION_WIDTH = 48;
/** antd's icon class prefix (what an icon uses when the context names none). */
const DEFAULT_ICON_PREFIX = 'anticon';
const headerComponents = { header: { cell: ResizableHeaderCell } };

function TableViewInner<Row extends object>(props: TableViewProps<Row>) {
  const { t } = useTranslation();
  const {
    columns,
    rows,
    rowKey,
    blank,
    page,
    pageSize,
    total,
    selectedKeys,
    onSelect,
    onChange,
    errorMessage,
    onRetry,
    isFiltered,
    onClearFilters,
    emptyHint,
    selectionDisabled,
  } = props;
  const icons = useContext(IconContext);
  const rowIcons = useMemo(() => ({ ...icons, prefixCls: icons.prefixCls === DEFAULT_ICON_PREFIX ? undefined : icons.prefixCls, zeroRuntime: true }), [icons]);
  const checkboxProps = selectionDisabled
    ? (row: Row) => {
        const reason = selectionDisabled(row);
        return reason ? { disabled: true, title: reason } : {};
      }
    : undefined;
  const emptyText = errorMessage ? (
    <TableError message={errorMessage} onRetry={onRetry} />
  ) : blank ? (
    <div style={{ minHeight: 120 }} />
  ) : (
    <TableEmpty filtered={isFiltered} onClearFilters={onClearFilters}>
      {emptyHint}
    </TableEmpty>
  );
  return (
    <IconProvider value={rowIcons}>
      <TagStyleScope>
        <Table<Row>
          rowKey={rowKey}
          columns={columns}
          dataSource={rows}
          components={headerComponents}
          tableLayout="fixed"
          size="middle"
          sticky={{ offsetHeader: props.offsetHeader }}
          scroll={{ x: props.scrollX }}
          showSorterTooltip={false}
          onChange={(pagination, _filters, sorter, extra) => onChange(pagination, sorter, extra.action)}
          rowClassName={props.rowClassName}
          locale={{ emptyText }}
          rowSelection={
            selectedKeys
              ? {
                  selectedRowKeys: selectedKeys,
                  preserveSelectedRowKeys: true,
                  onChange: onSelect,
                  fixed: props.pinSelection,
                  columnWidth: SELECTION_WIDTH,
                  getCheckboxProps: checkboxProps,
                }
              : undefined
          }
          pagination={listPagination(t, { page, pageSize, total })}
        />
      </TagStyleScope>
    </IconProvider>
  );
}

export const TableView = memo(TableViewInner) as typeof TableViewInner;
