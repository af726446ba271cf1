/**
 * The recommend-aunt picker: a wide dialog over the aunt list machinery (search, filters,
 * multi-select). It starts with aunts seeking work who offer the order's service type (the
 * filter can be cleared; reset brings it back). Aunts already on the order, working or
 * blacklisted cannot be chosen (their checkbox is disabled and the reason shows). Every opening
 * mounts fresh content, so it starts with no selection. The confirm runs one at a time
 * (useConfirmedMutation): a rejected `onConfirm` is shown and keeps the dialog open and the selection.
 *
 * @example
 *   <RecommendAuntPicker open={open} serviceType={order.serviceType} excludeAuntIds={order.aunts.map((a) => a.auntId)} onCancel={close}
 *     onConfirm={async (auntIds, request) => { await recommendAunt({ orderId, auntIds }, request); close(); }} />
 */
import { auntQueries } from '@/api/aunt.queries';
import { Button, Flex, Modal, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useColumnSettings } from '@/components/DataTable';
import { useConfirmedMutation, type ConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useTable } from '@/hooks/useTable';
import type { AuntListFilter } from '@/pages/aunt/list/listData';
import { PickerFilters } from './PickerFilters';
import { usePickerColumns } from './pickerColumns';
import {
  PICKER_DEBOUNCED_FILTERS,
  PICKER_TABLE_TYPE,
  RECOMMEND_MAX,
  blockReason,
  fetchPickerPage,
  pickerInitialFilter,
  recommendWarnings,
  type PickerRow,
  type RecommendWarning,
} from './pickerData';
import { readinessReasonText, useReadinessBasis } from '@/components/readiness';
import { date } from '@/domain/format';
import '@/i18n/texts/orderPicker';
import '@/i18n/texts/readiness';

/** The confirm's busy key (one send at a time). */
const CONFIRM_KEY = 'recommend';

export interface RecommendAuntPickerProps {
  open: boolean;
  /** The order's service type: the picker starts filtered to it (0 or absent: no such filter). */
  serviceType?: number;
  excludeAuntIds: number[];
  /** The order recommended to and its first day (expected start; today when it has none): a chosen aunt signed on an overlapping order, or not ready, is asked about first. */
  orderId: number;
  jobStart: string | null;
  onCancel: () => void;
  /** Sends the choice; `request` goes on to the api call (its failure is shown here). */
  onConfirm: (auntIds: number[], request: { silent: true }) => Promise<unknown>;
}

export function RecommendAuntPicker({ open, serviceType, excludeAuntIds, orderId, jobStart, onCancel, onConfirm }: RecommendAuntPickerProps) {
  const { t } = useTranslation();
  const mutation = useConfirmedMutation();
  const saving = mutation.isBusy(CONFIRM_KEY);
  // Each opening mounts a fresh body (no selection, default filter), even if the last one's
  // closing animation has not finished destroying it yet.
  const [wasOpen, setWasOpen] = useState(open);
  const [opening, setOpening] = useState(0);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }
  return (
    <Modal
      open={open}
      title={t('orderPicker.title')}
      width={1100}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={saving ? undefined : onCancel}
    >
      <PickerBody
        key={opening}
        serviceType={serviceType}
        excludeAuntIds={excludeAuntIds}
        orderId={orderId}
        jobStart={jobStart}
        onCancel={onCancel}
        onConfirm={onConfirm}
        mutation={mutation}
      />
    </Modal>
  );
}

interface PickerBodyProps extends Omit<RecommendAuntPickerProps, 'open'> {
  mutation: ConfirmedMutation;
}

const rowKey = (row: PickerRow) => row.auntId;

function PickerBody({ serviceType, excludeAuntIds, orderId, jobStart, onCancel, onConfirm, mutation }: PickerBodyProps) {
  const { t } = useTranslation();
  const table = useTable<PickerRow, AuntListFilter>({
    memoryKey: false,
    queryKey: auntQueries.list('recommendPicker'),
    fetch: fetchPickerPage,
    initialFilter: pickerInitialFilter(serviceType),
    rowKey,
    debounceKeys: PICKER_DEBOUNCED_FILTERS,
  });
  const excluded = useMemo(() => new Set(excludeAuntIds), [excludeAuntIds]);
  const reasonOf = useCallback((row: PickerRow) => blockReason(row, excluded), [excluded]);
  const disabledReason = useCallback(
    (row: PickerRow) => {
      const reason = reasonOf(row);
      return reason ? t(`orderPicker.reasons.${reason}`) : null;
    },
    [reasonOf, t],
  );
  const columns = usePickerColumns(reasonOf);
  const settings = useColumnSettings(PICKER_TABLE_TYPE, columns);

  const basis = useReadinessBasis();
  const [checking, setChecking] = useState(false);
  // Rows chosen on an earlier page keep their key even if a later filter would block them: only allowed ones are sent.
  const chosenRows = table.selection.rows.filter((row) => reasonOf(row) === null);
  const chosen = chosenRows.map((row) => row.auntId);
  const tooMany = chosen.length > RECOMMEND_MAX;

  const saving = mutation.isBusy(CONFIRM_KEY) || checking;
  const warningLine = (warning: RecommendWarning) => {
    const name = warning.row.auntName;
    const lines = warning.readiness.ready ? [] : [t('readiness.recommend.notReady', { name, reasons: readinessReasonText(warning.readiness, t) })];
    for (const order of warning.busy)
      lines.push(t('readiness.recommend.busy', { name, orderNo: order.orderNo, start: date(order.contractStart) || '?', end: date(order.contractEnd) || '?' }));
    return lines;
  };
  // Not ready or signed elsewhere for these dates: asked first, naming why. A failure is shown; the dialog stays open with the selection.
  const confirm = async () => {
    setChecking(true);
    const warnings = await recommendWarnings(chosenRows, orderId, jobStart ?? basis.today, basis).finally(() => setChecking(false));
    const lines = warnings.flatMap(warningLine);
    const prompt =
      lines.length === 0
        ? undefined
        : {
            title: t('readiness.recommend.title'),
            content: (
              <ul data-testid="recommend-warnings" style={{ paddingInlineStart: 20, margin: 0 }}>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
            okText: t('readiness.recommend.ok'),
          };
    await mutation.run({ key: CONFIRM_KEY, confirm: prompt, mutate: (request) => onConfirm(chosen, request) });
  };

  return (
    <>
      <PickerFilters table={table} />
      <DataTable
        table={table}
        settings={settings}
        label={t('orderPicker.listLabel')}
        selectable
        selectionDisabled={disabledReason}
        stickyOffset={0}
        emptyHint={t('orderPicker.emptyHint')}
      />
      <Flex justify="space-between" align="center" gap={12} style={{ marginTop: 16 }}>
        <span aria-live="polite">
          <Typography.Text strong>{t('orderPicker.selected', { count: chosen.length })}</Typography.Text>
          {tooMany && (
            <Typography.Text type="danger" style={{ marginInlineStart: 12 }}>
              {t('orderPicker.tooMany', { max: RECOMMEND_MAX })}
            </Typography.Text>
          )}
        </span>
        <Flex gap={8}>
          <Button onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" disabled={chosen.length === 0 || tooMany} loading={saving} onClick={() => void confirm()}>
            {t('orderPicker.confirm')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
