/**
 * DataTable: antd's Table wired to useTable and useColumnSettings. Server-side paging and
 * sorting, the loading overlay, an empty state that offers to clear the filters, an error state
 * with retry, a sticky header under the fixed top bar, horizontal scroll (pinned columns cast a
 * visible edge shadow while there is more to scroll), columns never narrower than their header,
 * row selection with a bulk-action bar, resizable column edges and the column settings popover.
 * The body follows its sticky header when focus scrolls the header (useHeaderScrollSync).
 *
 * @example
 *   const table = useTable<Aunt, AuntFilter>({ memoryKey: 'aunts', fetch, initialFilter: {}, rowKey: (row) => row.auntId });
 *   const settings = useColumnSettings('aunt', columns);
 *   <DataTable table={table} settings={settings} label="阿姨列表" selectable bulkActions={<Button>…</Button>} />
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin, Tooltip } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import type { TableColumnType as ColumnType, TablePaginationConfig } from 'antd';
import type { SorterResult } from '@/patches/antdInternals';
import { useCallback, useMemo, useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableController } from '@/hooks/useTable';
import { useSettings } from '@/stores/settings';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { columnNeed } from './headerWidth';
import type { ResizableHeaderCellProps } from './ResizableHeaderCell';
import { SELECTION_WIDTH, TableView } from './TableView';
import { useHeaderScrollSync } from './useHeaderScrollSync';
import type { ColumnSettingsController } from './useColumnSettings';
import { useNarrow } from './useNarrow';
import styles from './DataTable.module.css';
import '@/i18n/texts/table';

export interface DataTableProps<Row, Filter extends object> {
  table: TableController<Row, Filter>;
  settings: ColumnSettingsController<Row>;
  /** Accessible name of the list. */
  label: string;
  /** Rows can be selected for bulk actions. */
  selectable?: boolean;
  /** Shown while rows are selected, after the selection count. */
  bulkActions?: ReactNode;
  /** Always shown at the start of the toolbar. */
  actions?: ReactNode;
  /** Shown at the end of the toolbar, before refresh and the column settings. */
  extra?: ReactNode;
  /** Extra text of the empty state (keep it stable: a string or null). */
  emptyHint?: ReactNode;
  rowClassName?: (row: Row) => string;
  /** Why a row cannot be selected (its checkbox is disabled, the reason is its title), or null. */
  selectionDisabled?: (row: Row) => string | null;
  /** Sticky header offset; defaults to below the layout's top bars (pass 0 inside a dialog). */
  stickyOffset?: number;
}

/**
 * When a cell of a column renders again: its row changed, or the column is new. Every change a
 * cell shows goes through one of those (a language, width, sort or option change makes new
 * columns; an edited row is a new row object; a cell's own state and the page's contexts re-render
 * it directly). Without this rc-table re-renders every cell of every row whenever anything about
 * the table changes, e.g. when one row is selected.
 *
 * A cell is marked when it renders (the column's `render`), its first render included: marked
 * only when compared, every cell rendered once more at the table's first update after its rows
 * came (a count landing, a tab's total), and React then kept two copies of every row's cells.
 */
function cellsOfColumn<Row extends object>(render: ColumnType<Row>['render']) {
  const rendered = new WeakSet<object>();
  return {
    shouldCellUpdate: (record: Row, previous: Row) => record !== previous || !rendered.has(record),
    render: (value: unknown, record: Row, index: number): ReturnType<NonNullable<ColumnType<Row>['render']>> => {
      rendered.add(record);
      return render ? render(value, record, index) : (value as ReactNode);
    },
  };
}

/** Heights of the fixed top bar (Navbar 50 px) and the tabs bar (34 px) of the layout. */
const NAVBAR_HEIGHT = 50;
const TAGS_HEIGHT = 34;

export function DataTable<Row extends object, Filter extends object>(props: DataTableProps<Row, Filter>) {
  const { table, settings, label, selectable, bulkActions, actions, extra, emptyHint, rowClassName, selectionDisabled, stickyOffset } = props;
  const { t } = useTranslation();
  const fixedHeader = useSettings((state) => state.fixedHeader);
  const tagsView = useSettings((state) => state.tagsView);
  const offsetHeader = stickyOffset ?? (fixedHeader ? NAVBAR_HEIGHT + (tagsView ? TAGS_HEIGHT : 0) : 0);
  const narrow = useNarrow();
  const sectionRef = useRef<HTMLElement>(null);
  useHeaderScrollSync(sectionRef);
  const { sortField, sortOrder, setSort, setPage, pageSize, selection, setSelection, rowKey } = table;
  const { visible, setWidth } = settings;
  const token = useThemeToken();

  // Every column at least as wide as its header and its longest tag need in the language in force:
  // headers and status tags never end in "…" (a narrower saved or default width is widened).
  const widths = useMemo(() => visible.map((column) => columnNeed(column, token)), [token, visible]);

  const columns = useMemo(
    () =>
      visible.map((column, index): ColumnType<Row> => {
        const {
          key,
          title,
          width: _width,
          sortField: field,
          pinned,
          exportValue: _export,
          personal: _personal,
          defaultHidden: _hidden,
          minWidth: _min,
          tagLabels: _tags,
          priority: _priority,
          ellipsis = true,
          ...rest
        } = column;
        const width = widths[index];
        const header: ResizableHeaderCellProps =
          pinned !== 'right' ? { resize: { width, label: t('table.resizeColumn', { title }), onResize: (next) => setWidth(key, next) } } : {};
        return {
          ...rest,
          key,
          title,
          width,
          // One line per row: long cell text ends in "…" (the full text is its title); the header fits.
          ellipsis,
          fixed: pinned && !narrow ? pinned : undefined,
          sorter: Boolean(field),
          sortOrder: field && field === sortField ? (sortOrder === 'asc' ? 'ascend' : 'descend') : null,
          onHeaderCell: () => header as HTMLAttributes<HTMLElement>,
          ...cellsOfColumn(rest.render),
        };
      }),
    [narrow, setWidth, sortField, sortOrder, t, visible, widths],
  );
  const scrollX = widths.reduce((sum, width) => sum + width, selectable ? SELECTION_WIDTH : 0);

  const onChange = useCallback(
    (pagination: TablePaginationConfig, sorter: SorterResult<Row> | SorterResult<Row>[], action: string) => {
      if (action === 'sort') {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const column = visible.find((candidate) => candidate.key === single?.columnKey);
        setSort(column?.sortField, single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : undefined);
      } else if (action === 'paginate') {
        setPage(pagination.current ?? 1, pagination.pageSize ?? pageSize);
      }
    },
    [pageSize, setPage, setSort, visible],
  );

  const onSelect = useCallback(
    (keys: Key[], rows: (Row | undefined)[]) => {
      const known = new Map<Key, Row>(selection.rows.map((row) => [rowKey(row), row]));
      for (const row of rows) if (row) known.set(rowKey(row), row);
      setSelection(
        keys,
        keys.flatMap((key) => known.get(key) ?? []),
      );
    },
    [rowKey, selection.rows, setSelection],
  );

  const selected = selection.keys.length;
  return (
    <section ref={sectionRef} aria-label={label} className={styles.table}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarStart}>
          {actions}
          {selectable && selected > 0 && (
            <>
              <span aria-live="polite">{t('table.selected', { count: selected })}</span>
              {bulkActions}
              <Button type="link" size="small" onClick={table.clearSelection}>
                {t('table.clearSelection')}
              </Button>
            </>
          )}
        </div>
        <div className={styles.toolbarEnd}>
          {extra}
          <Tooltip title={t('table.refresh')}>
            <Button icon={<ReloadOutlined spin={table.loading && table.rows.length > 0} />} aria-label={t('table.refresh')} onClick={table.refresh} />
          </Tooltip>
          <ColumnSettingsButton settings={settings} />
        </div>
      </div>
      {/* The spinner overlays the table: a reload with rows on screen re-renders no row. */}
      <Spin spinning={table.loading} delay={120}>
        <TableView<Row>
          columns={columns}
          rows={table.rows}
          rowKey={rowKey}
          blank={table.loading && table.rows.length === 0}
          page={table.page}
          pageSize={pageSize}
          total={table.total}
          selectedKeys={selectable ? selection.keys : null}
          pinSelection={!narrow}
          onSelect={onSelect}
          onChange={onChange}
          errorMessage={table.error?.message ?? null}
          onRetry={table.refresh}
          isFiltered={table.rows.length === 0 && table.isFiltered}
          onClearFilters={table.resetFilter}
          emptyHint={table.rows.length === 0 ? emptyHint : null}
          offsetHeader={offsetHeader}
          scrollX={scrollX}
          rowClassName={rowClassName}
          selectionDisabled={selectionDisabled}
        />
      </Spin>
    </section>
  );
}
