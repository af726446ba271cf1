/**
 * The row actions of the insurance orders (list and details alike), offered by the order graph
 * for today (China): 支付 (the pay dialog), 投保 (insure), 批改 (correct), 取消 (cancel, confirmed;
 * says whether the premium is refunded), 删除 (delete, confirmed), 打印 (the certificate in a new
 * tab), and in the details drawer of a waiting order 查询支付 (checkPayStatus). Each button is busy while its request runs, so nothing runs twice from a double click.
 * Without insurance.manage only 查看 and 打印 are offered (every other action is a write the server refuses).
 * The spec's current paid order is kept here (paidOrder.ts) from every pay outcome.
 */
import { App, Button, Space } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderCancel, orderCheckPayStatus, orderDelete, orderInsure, type InsuranceOrder } from '@/api/insurance';
import { fenOfYuan, fenText } from '@/domain/fen';
import { premiumPaid } from '@/domain/insuranceGraph';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { useCanManageInsurance } from '../canManage';
import { orderActions } from '../display';
import { NO_PAID_ORDER, afterPay, afterPayAndInsure, type PaidOrder } from '../paidOrder';
import type { PaySettled } from './PayDialog';

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
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [paying, setPaying] = useState<InsuranceOrder | null>(null);
  const [correcting, setCorrecting] = useState<InsuranceOrder | null>(null);
  const [paidOrder, setPaidOrder] = useState<PaidOrder>(NO_PAID_ORDER);
  const canManage = useCanManageInsurance();

  const run = useCallback(async (key: string, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(key));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  }, []);

  const failed = useCallback(
    (error: unknown) => {
      if (!isCancelled(error)) void message.error(loadErrorText(error));
    },
    [message],
  );

  const insure = useCallback(
    (order: InsuranceOrder) =>
      run(`insure-${order.orderId}`, async () => {
        try {
          const answer = await orderInsure({ orderId: order.orderId }, { silent: true });
          void message.success(t('insurance.done.insured', { policyNo: answer.policyNo }));
        } catch (error) {
          failed(error);
        }
        refresh();
      }),
    [failed, message, refresh, run, t],
  );

  /** 查询支付 (the details drawer of a waiting order): a scanned payment that arrived moves the order to paid. */
  const check = useCallback(
    (order: InsuranceOrder) =>
      run(`check-${order.orderId}`, async () => {
        try {
          const status = await orderCheckPayStatus({ orderId: order.orderId }, { silent: true });
          if (status.isPaid) {
            setPaidOrder({ orderId: order.orderId, insuredStatus: status.insuredStatus, policyNo: '' });
            void message.success(t('insurance.done.payArrived'));
            refresh();
          } else void message.info(t('insurance.done.payNotArrived'));
        } catch (error) {
          failed(error);
        }
      }),
    [failed, message, refresh, run, t],
  );

  const cancel = useCallback(
    (order: InsuranceOrder) => {
      const amount = fenText(fenOfYuan(order.premium) ?? 0);
      const paid = premiumPaid(order.insuredStatus);
      const content = !paid ? t('insurance.confirm.cancelUnpaid') : order.paidBy === 'scan' ? t('insurance.confirm.cancelScanRefund', { amount }) : t('insurance.confirm.cancelRefund', { amount });
      modal.confirm({
        title: t('insurance.confirm.cancelTitle'),
        content,
        okText: t('insurance.confirm.cancelOk'),
        okButtonProps: { danger: true },
        cancelText: t('insurance.confirm.keep'),
        onOk: () =>
          run(`cancel-${order.orderId}`, async () => {
            try {
              const answer = await orderCancel({ orderId: order.orderId }, { silent: true });
              const refund = fenOfYuan(answer.refund ?? 0) ?? 0;
              // Where it went: the answer says (our addition); a server that does not, refunds the way the order was paid.
              const to = answer.refundTo ?? order.paidBy;
              if (refund <= 0) void message.success(t('insurance.done.cancelled'));
              else void message.success(t(to === 'scan' ? 'insurance.done.refundedScan' : 'insurance.done.refunded', { amount: fenText(refund) }));
            } catch (error) {
              failed(error);
            }
            refresh();
          }),
      });
    },
    [failed, message, modal, refresh, run, t],
  );

  const remove = useCallback(
    (order: InsuranceOrder) => {
      modal.confirm({
        title: t('insurance.confirm.deleteTitle'),
        content: t('insurance.confirm.deleteBody'),
        okText: t('insurance.confirm.deleteOk'),
        okButtonProps: { danger: true },
        cancelText: t('insurance.confirm.keep'),
        onOk: () =>
          run(`delete-${order.orderId}`, async () => {
            try {
              const answer = await orderDelete({ orderId: order.orderId }, { silent: true });
              if (answer.isDeleted === 1) void message.success(t('insurance.done.deleted'));
            } catch (error) {
              failed(error);
            }
            refresh();
          }),
      });
    },
    [failed, message, modal, refresh, run, t],
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
      const name = order.insurerName;
      const button = (key: string, label: string, onClick: () => void, extra: { danger?: boolean } = {}) => (
        <Button key={key} size="small" type="link" danger={extra.danger} loading={busy.has(`${key}-${order.orderId}`)} aria-label={`${label} ${name}`} onClick={onClick}>
          {label}
        </Button>
      );
      return (
        <Space size={0} wrap>
          {options.withDetails !== false && button('details', t('insurance.actions.details'), () => openDetails(order))}
          {allowed.has('pay') && button('pay', t('insurance.actions.payment'), () => setPaying(order))}
          {canManage && options.withDetails === false && order.insuredStatus === 0 && order.isDeleted === 0 && button('check', t('insurance.actions.checkPayStatus'), () => void check(order))}
          {allowed.has('insure') && button('insure', t('insurance.actions.insure'), () => void insure(order))}
          {allowed.has('print') && (
            <Button key="print" size="small" type="link" href={printPath(order.orderId)} target="_blank" rel="noopener" aria-label={`${t('insurance.actions.print')} ${name}`}>
              {t('insurance.actions.print')}
            </Button>
          )}
          {allowed.has('correct') && button('correct', t('insurance.actions.correct'), () => setCorrecting(order))}
          {allowed.has('cancel') && button('cancel', t('insurance.actions.cancel'), () => cancel(order), { danger: true })}
          {allowed.has('delete') && button('delete', t('insurance.actions.delete'), () => remove(order), { danger: true })}
        </Space>
      );
    },
    [busy, canManage, cancel, check, insure, openDetails, remove, t],
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
