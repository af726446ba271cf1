/**
 * The row actions of the insurance orders (list and details alike), offered by the order graph
 * for today (China): 支付 (the pay dialog), 投保 (insure), 批改 (correct), 取消 (cancel, confirmed;
 * says whether the premium is refunded), 删除 (delete, confirmed), 打印 (the certificate in a new
 * tab), and in the details drawer of a waiting order 查询支付 (checkPayStatus). Each button is busy while its request runs (useConfirmedMutation), so nothing runs twice from a double click.
 * Without insurance.manage only 查看 and 打印 are offered (every other action is a write the server refuses).
 * The spec's current paid order is kept here (paidOrder.ts) from every pay outcome.
 */
import { App } from 'antd';
import { RowActions, type RowAction } from '@/components/DataTable/RowActions';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderCancel, orderCheckPayStatus, orderDelete, orderInsure, type InsuranceOrder } from '@/api/insurance';
import { fenOfYuan } from '@/domain/fen';
import { premiumPaid } from '@/domain/insuranceGraph';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useCanManageInsurance } from '../canManage';
import { orderActions } from '../display';
import { NO_PAID_ORDER, afterPay, afterPayAndInsure, type PaidOrder } from '../paidOrder';
import type { PaySettled } from './PayDialog';
import { moneyOfFen } from '@/domain/format';

export const printPath = (orderId: number): string => `/insurance/print?orderId=${orderId}`;

export interface OrderActions {
  renderActions: (order: InsuranceOrder, options?: { withDetails?: boolean }) => ReactNode;
  paying: InsuranceOrder | null;
  openPay: (order: InsuranceOrder) => void;
  closePay: () => void;
  settlePay: (result: PaySettled) => void;
  correcting: InsuranceOrder | null;
  closeCorrect: () => void;
  corrected: () => void;
  /** The spec's current paid order. */
  paidOrder: PaidOrder;
}

export function useOrderActions(refresh: () => void, openDetails: (order: InsuranceOrder) => void): OrderActions {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const mutation = useConfirmedMutation();
  const [paying, setPaying] = useState<InsuranceOrder | null>(null);
  const [correcting, setCorrecting] = useState<InsuranceOrder | null>(null);
  const [paidOrder, setPaidOrder] = useState<PaidOrder>(NO_PAID_ORDER);
  const canManage = useCanManageInsurance();

  const insure = useCallback(
    (order: InsuranceOrder) =>
      void mutation.run({
        key: `insure-${order.orderId}`,
        mutate: (options) => orderInsure({ orderId: order.orderId }, options),
        success: (answer) => t('insurance.done.insured', { policyNo: answer.policyNo }),
        onSettled: refresh,
      }),
    [mutation, refresh, t],
  );

  /** 查询支付 (the details drawer of a waiting order): a scanned payment that arrived moves the order to paid. */
  const check = useCallback(
    (order: InsuranceOrder) =>
      void mutation.run({
        key: `check-${order.orderId}`,
        mutate: (options) => orderCheckPayStatus({ orderId: order.orderId }, options),
        success: (status) => (status.isPaid ? t('insurance.done.payArrived') : null),
        onDone: (status) => {
          if (status.isPaid) {
            setPaidOrder({ orderId: order.orderId, insuredStatus: status.insuredStatus, policyNo: '' });
            refresh();
          } else void message.info(t('insurance.done.payNotArrived'));
        },
      }),
    [message, mutation, refresh, t],
  );

  const cancel = useCallback(
    (order: InsuranceOrder) => {
      const amount = moneyOfFen(fenOfYuan(order.premium) ?? 0);
      const paid = premiumPaid(order.insuredStatus);
      const content = !paid
        ? t('insurance.confirm.cancelUnpaid')
        : order.paidBy === 'scan'
          ? t('insurance.confirm.cancelScanRefund', { amount })
          : t('insurance.confirm.cancelRefund', { amount });
      void mutation.run({
        key: `cancel-${order.orderId}`,
        confirm: {
          title: t('insurance.confirm.cancelTitle', { name: order.insurerName }),
          content,
          okText: t('insurance.confirm.cancelOk'),
          danger: true,
        },
        mutate: (options) => orderCancel({ orderId: order.orderId }, options),
        success: (answer) => {
          const refund = fenOfYuan(answer.refund ?? 0) ?? 0;
          // Where it went: the answer says (our addition); a server that does not, refunds the way the order was paid.
          const to = answer.refundTo ?? order.paidBy;
          return refund <= 0
            ? t('insurance.done.cancelled')
            : t(to === 'scan' ? 'insurance.done.refundedScan' : 'insurance.done.refunded', { amount: moneyOfFen(refund) });
        },
        onSettled: refresh,
      });
    },
    [mutation, refresh, t],
  );

  const remove = useCallback(
    (order: InsuranceOrder) =>
      void mutation.run({
        key: `delete-${order.orderId}`,
        confirm: {
          title: t('insurance.confirm.deleteTitle', { name: order.insurerName }),
          content: t('insurance.confirm.deleteBody'),
          okText: t('insurance.confirm.deleteOk'),
          danger: true,
        },
        mutate: (options) => orderDelete({ orderId: order.orderId }, options),
        success: (answer) => (answer.isDeleted === 1 ? t('insurance.done.deleted') : null),
        onSettled: refresh,
      }),
    [mutation, refresh, t],
  );

  const settlePay = useCallback(
    (result: PaySettled) => {
      setPaying(null);
      if (result.action === 'check') {
        setPaidOrder({ orderId: result.orderId, insuredStatus: result.status.insuredStatus, policyNo: '' });
        void message.success(t('insurance.done.payArrived'));
      } else if (result.answer?.paidBy === 'scan') {
        // A scanned payment had arrived: the server settled it instead of charging the balance; say so until read.
        const { answer } = result;
        setPaidOrder(result.action === 'payAndInsure' ? afterPayAndInsure(answer) : afterPay(answer));
        modal.success({
          title: t('insurance.scanSettled.title'),
          content: result.action === 'payAndInsure' ? t('insurance.scanSettled.insured', { policyNo: answer.policyNo }) : t('insurance.scanSettled.paid'),
          okText: t('insurance.scanSettled.ok'),
        });
      } else if (result.action === 'payAndInsure') {
        setPaidOrder(afterPayAndInsure(result.answer));
        if (result.answer) void message.success(t('insurance.done.insured', { policyNo: result.answer.policyNo }));
        else void message.error(`${t('insurance.failed.payAndInsure', { reason: result.error ?? '' })} ${t('insurance.failed.reset')}`);
      } else {
        setPaidOrder(afterPay(result.answer));
        if (result.answer) void message.success(t('insurance.done.paid'));
        else void message.error(result.error ?? '');
      }
      refresh();
    },
    [message, modal, refresh, t],
  );

  const renderActions = useCallback(
    (order: InsuranceOrder, options: { withDetails?: boolean } = {}) => {
      const allowed = new Set(orderActions(order).filter((action) => canManage || action === 'print'));
      const action = (key: string, label: string, onClick: () => void, danger = false): RowAction => ({
        key,
        label,
        onClick,
        danger,
        busy: mutation.isBusy(`${key}-${order.orderId}`),
      });
      return (
        <RowActions
          actions={[
            options.withDetails !== false && action('details', t('insurance.actions.details'), () => openDetails(order)),
            allowed.has('pay') && action('pay', t('insurance.actions.payment'), () => setPaying(order)),
            canManage &&
              options.withDetails === false &&
              order.insuredStatus === 0 &&
              order.isDeleted === 0 &&
              action('check', t('insurance.actions.checkPayStatus'), () => check(order)),
            allowed.has('insure') && action('insure', t('insurance.actions.insure'), () => insure(order)),
            allowed.has('print') && { key: 'print', label: t('insurance.actions.print'), href: printPath(order.orderId) },
            allowed.has('correct') && action('correct', t('insurance.actions.correct'), () => setCorrecting(order)),
            allowed.has('cancel') && action('cancel', t('insurance.actions.cancel'), () => cancel(order), true),
            allowed.has('delete') && action('delete', t('insurance.actions.delete'), () => remove(order), true),
          ]}
        />
      );
    },
    [canManage, cancel, check, insure, mutation, openDetails, remove, t],
  );

  return useMemo(
    () => ({
      renderActions,
      paying,
      openPay: setPaying,
      closePay: () => setPaying(null),
      settlePay,
      correcting,
      closeCorrect: () => setCorrecting(null),
      corrected: () => {
        setCorrecting(null);
        void message.success(t('insurance.done.corrected'));
        refresh();
      },
      paidOrder,
    }),
    [correcting, message, paidOrder, paying, refresh, renderActions, settlePay, t],
  );
}
