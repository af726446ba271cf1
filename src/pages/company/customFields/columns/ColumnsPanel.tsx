import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, InputNumber, Segmented, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCustomTableField } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { mergeColumnSettings, moveColumn, setColumnVisible, type ColumnSettings, type ColumnSpec } from '@/components/DataTable/columnSettings';
import { layoutOfSettings, publishCompanyLayout, settingsOfLayout } from '@/components/DataTable/tableLayouts';
import { useCustomFormFields } from '@/components/customFields';
import {
  COLUMN_LAYOUT_LIMITS,
  CUSTOM_TABLE_TYPES,
  DEFAULT_HIDDEN_COLUMNS,
  FORM_OF_TABLE,
  LIST_COLUMN_KEYS,
  PINNED_COLUMNS,
  customColumnKey,
  type CustomTableType,
} from '@/domain/customColumns';
import { usePageState } from '@/hooks/pageMemory';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';
import { MoveButtons } from '../MoveButtons';
import { columnTitleKey } from './columnCatalog';

type Spec = ColumnSpec & { title: string };

interface Row {
  key: string;
  title: string;
  pinned?: 'left' | 'right';
  shown: boolean;
  width: number | null;
  fixed: 'left' | 'right' | null;
  /** Place among the movable columns (-1 for pinned ones). */
  index: number;
}

/**
 * The company's default column layout of the aunt, employer or order list: which columns show, in
 * what order, how wide (empty: the list's own width) and which stay at a side while the list
 * scrolls. Every staff member starts from it (until they arrange their own, which they can reset to
 * it). Saved as a whole (setCustomTableField); "the lists' own layout" removes it.
 */
export function ColumnsPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useConfirmedMutation();
  const [tableType, setTableType] = usePageState<CustomTableType>('customSettings.tableType', 'aunt');
  const saved = useQueryData(companyQueries.tableLayout(tableType));
  const { fields } = useCustomFormFields(FORM_OF_TABLE[tableType]);
  const [edited, setEdited] = useState<{ tableType: CustomTableType; settings: ColumnSettings } | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const k = (key: string, values?: Record<string, unknown>) => t(`customSettings.columns.${key}`, values);

  const specs = useMemo((): Spec[] => {
    const pinned = PINNED_COLUMNS[tableType];
    const hidden = new Set(DEFAULT_HIDDEN_COLUMNS[tableType]);
    const own = LIST_COLUMN_KEYS[tableType].map((key) => ({
      key,
      title: t(columnTitleKey(tableType, key)),
      width: 100,
      pinned: pinned[key],
      defaultHidden: hidden.has(key),
    }));
    const customs = (fields ?? [])
      .filter((field) => field.isDeleted === 0)
      .map((field) => ({ key: customColumnKey(field.fieldName), title: field.label, width: 100, defaultHidden: true }));
    return [...own.filter((spec) => spec.pinned !== 'right'), ...customs, ...own.filter((spec) => spec.pinned === 'right')];
  }, [fields, t, tableType]);
  const stored = useMemo(() => mergeColumnSettings(saved.data && saved.data.length > 0 ? settingsOfLayout(saved.data) : null, specs), [saved.data, specs]);
  const settings = edited?.tableType === tableType ? edited.settings : stored;
  const dirty = settings !== stored;
  const change = (next: ColumnSettings) => setEdited({ tableType, settings: next });

  const rows: Row[] = useMemo(() => {
    const hidden = new Set(settings.hidden);
    const byKey = new Map(specs.map((spec) => [spec.key, spec]));
    const row = (key: string, index: number): Row => {
      const spec = byKey.get(key)!;
      return {
        key,
        title: spec.title,
        pinned: spec.pinned,
        shown: !hidden.has(key),
        width: settings.widths[key] ?? null,
        fixed: spec.pinned ?? settings.fixed?.[key] ?? null,
        index,
      };
    };
    return [
      ...specs.filter((spec) => spec.pinned === 'left').map((spec) => row(spec.key, -1)),
      ...settings.order.map(row),
      ...specs.filter((spec) => spec.pinned === 'right').map((spec) => row(spec.key, -1)),
    ];
  }, [settings, specs]);

  async function write(columns: ReturnType<typeof layoutOfSettings>, done: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await setCustomTableField({ tableType, customTableOption: columns });
      publishCompanyLayout(tableType, answer);
      setEdited(null);
      void message.success(done);
    } catch {
      // Shown by the request layer; the edits stay.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }
  const clear = () =>
    void mutation.run({
      key: 'clear',
      confirm: { title: k('clear.title'), content: k('clear.content'), okText: k('clear.ok'), cancelText: k('clear.cancel') },
      mutate: () => write([], k('clear.done')),
    });

  const setWidth = (key: string, width: number | null) => {
    const widths = { ...settings.widths };
    if (width === null) delete widths[key];
    else widths[key] = Math.min(COLUMN_LAYOUT_LIMITS.widthMax, Math.max(COLUMN_LAYOUT_LIMITS.widthMin, Math.round(width)));
    change({ ...settings, widths });
  };
  const setFixed = (key: string, side: 'left' | 'right' | null) => {
    const fixed = { ...(settings.fixed ?? {}) };
    if (side) fixed[key] = side;
    else delete fixed[key];
    change({ ...settings, fixed });
  };

  const columns: TableColumnsType<Row> = [
    {
      key: 'title',
      title: k('columns.column'),
      render: (_, row) => (
        <Space size={6}>
          <span data-testid="layout-column">{row.title}</span>
          {row.pinned && <Tag>{k('pinned')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'shown',
      title: k('columns.shown'),
      width: 80,
      render: (_, row) => (
        <Checkbox
          checked={row.shown}
          disabled={!canManage || busy || Boolean(row.pinned)}
          aria-label={k('shownLabel', { title: row.title })}
          onChange={(event) => change(setColumnVisible(settings, row.key, event.target.checked))}
        />
      ),
    },
    {
      key: 'width',
      title: k('columns.width'),
      width: 150,
      render: (_, row) => (
        <InputNumber<number>
          size="small"
          value={row.width}
          min={COLUMN_LAYOUT_LIMITS.widthMin}
          max={COLUMN_LAYOUT_LIMITS.widthMax}
          precision={0}
          placeholder={k('autoWidth')}
          suffix="px"
          disabled={!canManage || busy}
          aria-label={k('widthLabel', { title: row.title })}
          onChange={(value) => setWidth(row.key, value)}
        />
      ),
    },
    {
      key: 'fixed',
      title: k('columns.fixed'),
      width: 130,
      render: (_, row) => (
        <Select<'left' | 'right' | 'none'>
          size="small"
          value={row.fixed ?? 'none'}
          disabled={!canManage || busy || Boolean(row.pinned)}
          aria-label={k('fixedLabel', { title: row.title })}
          onChange={(value) => setFixed(row.key, value === 'none' ? null : value)}
          options={(['none', 'left', 'right'] as const).map((value) => ({ value, label: k(`fixed.${value}`) }))}
          style={{ width: 110 }}
          virtual={false}
        />
      ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'move',
      title: k('columns.order'),
      width: 100,
      render: (_, row) =>
        row.pinned ? null : (
          <Space size={2}>
            <MoveButtons
              upLabel={k('moveUp', { title: row.title })}
              downLabel={k('moveDown', { title: row.title })}
              disabled={busy}
              first={row.index === 0}
              last={row.index === settings.order.length - 1}
              onMove={(delta) => change(moveColumn(settings, row.key, delta))}
            />
          </Space>
        ),
    });
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<CustomTableType>
          value={tableType}
          onChange={setTableType}
          options={CUSTOM_TABLE_TYPES.map((value) => ({ value, label: k(`lists.${value}`) }))}
        />
        {canManage && (
          <Space>
            <Button disabled={busy || !saved.data || saved.data.length === 0} onClick={clear}>
              {k('clear.button')}
            </Button>
            <Button disabled={busy || !dirty} onClick={() => setEdited(null)}>
              {k('undo')}
            </Button>
            <Button type="primary" loading={busy} disabled={!dirty} onClick={() => void write(layoutOfSettings(settings, specs), k('saved'))}>
              {k('save')}
            </Button>
          </Space>
        )}
      </Flex>
      <Typography.Text type="secondary">{saved.data && saved.data.length > 0 ? k('hintSaved') : k('hintNone')}</Typography.Text>
      {saved.error ? (
        <Alert type="error" showIcon title={k('loadFailed', { message: saved.error })} action={<Button onClick={saved.reload}>{k('retry')}</Button>} />
      ) : (
        <Table<Row>
          size="small"
          rowKey="key"
          loading={!saved.data}
          pagination={false}
          dataSource={rows}
          columns={columns}
          aria-label={k('tableLabel', { list: k(`lists.${tableType}`) })}
        />
      )}
    </Flex>
  );
}
