/**
 * Paying an order waiting for payment: the premium, and the fund account's balance and payment
 * key read when the dialog opens (financeQueries.balance: any failure reads as 0 without a key). Buttons:
 * 支付并投保 (payAndInsure), 仅支付 (pay) — disabled before sending when the balance cannot cover
 * the premium (the shortfall is shown) or there is no payment key (how to get one is shown) —
 * and 扫码支付 (createPay → a QR code, then 已支付，查询 = checkPayStatus). Every button is busy
 * while its request runs. The outcome goes to the page (`onSettled`), which keeps the spec's
 * current paid order and reloads the list. The page keys it by the order, so each order starts afresh.
 */
import { Alert, Button, Descriptions, Flex, Modal, QRCode, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { financeQueries } from '@/api/finance.queries';
import {
  orderCheckPayStatus,
  orderCreatePay,
  orderPay,
  orderPayAndInsure,
  type InsuranceOrder,
  type InsuranceOrderState,
  type InsurancePayment,
  type InsurancePayStatus,
} from '@/api/insurance';
import { config } from '@/config';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { useQueryData } from '@/hooks/useQueryData';
import { premiumText, productText, shortfallFen, shortfallText } from '../display';
import { money } from '@/domain/format';

export type PaySettled =
  | { action: 'payAndInsure' | 'pay'; orderId: number; answer: InsuranceOrderState | null; error?: string }
  | { action: 'check'; orderId: number; status: InsurancePayStatus };

type Busy = 'payAndInsure' | 'pay' | 'createPay' | 'check' | null;

interface PayDialogProps {
  order: InsuranceOrder | null;
  onClose: () => void;
  onSettled: (result: PaySettled) => void;
}

export function PayDialog({ order, onClose, onSettled }: PayDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [busy, setBusy] = useState<Busy>(null);
  const [payment, setPayment] = useState<InsurancePayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const orderId = order?.orderId ?? 0;

  const account = useQueryData(financeQueries.balance(), { enabled: orderId > 0 }).data;

  if (!order) return <Modal open={false} />;

  const short = account ? shortfallFen(order.premium, account.balance) : 0;
  const blocked = !account || short > 0 || !account.isPaymentKey;

  const pay = async (action: 'payAndInsure' | 'pay') => {
    setBusy(action);
    try {
      const call = action === 'payAndInsure' ? orderPayAndInsure : orderPay;
      const answer = await call({ orderId: order.orderId }, { silent: true });
      onSettled({ action, orderId: order.orderId, answer });
    } catch (error) {
      if (isCancelled(error)) return;
      onSettled({ action, orderId: order.orderId, answer: null, error: loadErrorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const scan = async () => {
    setBusy('createPay');
    try {
      setPayment(await orderCreatePay({ orderId: order.orderId }, { silent: true }));
    } catch (error) {
      if (!isCancelled(error)) setNotice(loadErrorText(error));
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    try {
      const status = await orderCheckPayStatus({ orderId: order.orderId }, { silent: true });
      if (status.isPaid) onSettled({ action: 'check', orderId: order.orderId, status });
      else setNotice(t('insurance.done.payNotArrived'));
    } catch (error) {
      if (!isCancelled(error)) setNotice(loadErrorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      title={t('insurance.pay.title')}
      onCancel={busy ? undefined : onClose}
      mask={{ closable: false }}
      footer={
        <Flex justify="space-between" wrap gap={8}>
          <Button onClick={() => void scan()} loading={busy === 'createPay'} disabled={busy !== null && busy !== 'createPay'}>
            {t('insurance.actions.createPay')}
          </Button>
          <Space wrap>
            <Button onClick={() => void pay('pay')} loading={busy === 'pay'} disabled={blocked || (busy !== null && busy !== 'pay')}>
              {t('insurance.actions.pay')}
            </Button>
            <Button
              type="primary"
              onClick={() => void pay('payAndInsure')}
              loading={busy === 'payAndInsure'}
              disabled={blocked || (busy !== null && busy !== 'payAndInsure')}
            >
              {t('insurance.actions.payAndInsure')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'insurer', label: t('insurance.orders.columns.insurer'), children: order.insurerName },
          { key: 'product', label: t('insurance.orders.columns.product'), children: productText(order, lang) },
          {
            key: 'premium',
            label: t('insurance.pay.premium'),
            children: <strong data-testid="pay-premium">{premiumText(order.premium, order.unit, lang)}</strong>,
          },
          {
            key: 'balance',
            label: t('insurance.pay.balance'),
            children: account ? (
              <span data-testid="pay-balance">{money(account.balance)}</span>
            ) : (
              <Skeleton.Input active size="small" aria-label={t('insurance.pay.loading')} />
            ),
          },
          {
            key: 'key',
            label: t('insurance.pay.paymentKey'),
            children: account ? t(account.isPaymentKey ? 'insurance.pay.keyOn' : 'insurance.pay.keyOff') : null,
          },
        ]}
      />
      {account && !account.isPaymentKey && (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('insurance.pay.noKey', { phone: config.supportPhone })} />
      )}
      {account && account.isPaymentKey && short > 0 && (
        <Alert type="error" showIcon style={{ marginTop: 12 }} title={t('insurance.pay.short', { amount: shortfallText(order.premium, account.balance) })} />
      )}
      {payment && (
        <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
          <Typography.Text strong>{t('insurance.pay.scanTitle')}</Typography.Text>
          <QRCode value={payment.codeUrl} size={160} />
          <Typography.Text type="secondary">{t('insurance.pay.scanHint')}</Typography.Text>
          <Button type="primary" ghost onClick={() => void check()} loading={busy === 'check'} disabled={busy !== null && busy !== 'check'}>
            {t('insurance.pay.checkPaid')}
          </Button>
        </Flex>
      )}
      {notice && <Alert type="info" showIcon style={{ marginTop: 12 }} title={notice} />}
    </Modal>
  );
}
