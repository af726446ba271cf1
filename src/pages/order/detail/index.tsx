/**
 * /customer/jobs/detail/:orderId (OrderDetail, component 'order/detail'): the order's header and
 * actions, its candidates with the steps the state graph allows for each, and its history,
 * follow-ups and transfers. Every successful step reloads the order (statuses change visibly);
 * a refused one shows the server's message and leaves the page as it was.
 */
import { App, Card, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { recommendAunt } from '@/api/order';
import type { OrderAunt } from '@/api/order.types';
import { RecordLoading, RecordUnavailable } from '@/components/RecordStates';
import { RecommendAuntPicker } from '@/components/order/RecommendAuntPicker';
import { allowedSteps, flowOrderOf } from '@/domain/orderFlow';
import { useAccess } from '@/stores/session';
import { invalidateOrders } from '../components/orderChanges';
import { canActOnOrder } from '../components/orderRights';
import { useDeleteOrder } from '../components/useDeleteOrder';
import { CandidatesTable } from './CandidatesTable';
import { HistoryTabs } from './HistoryTabs';
import { OrderActions } from './OrderActions';
import { OrderSummary } from './OrderSummary';
import { OrderDialogs } from './dialogs/OrderDialogs';
import type { CandidateStep, OrderDialog } from './dialogs/types';
import { useOrderDetail } from './useOrderDetail';
import type { ConfirmPrompt } from '@/hooks/useConfirmedMutation';
import '@/i18n/texts/order';
import { RecordAccessSection } from '@/components/personal/RecordAccessSection';

const LIST_PATH = '/customer/jobs';

export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const orderId = Number(useParams().orderId);
  const { state, reload } = useOrderDetail(orderId);
  const access = useAccess();
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [recommending, setRecommending] = useState(false);
  const deleteOrder = useDeleteOrder();
  const order = state.status === 'ready' ? state.order : null;
  const flow = useMemo(() => (order ? flowOrderOf(order) : null), [order]);

  const run = useCallback(
    async (request: Promise<unknown>, doneKey: string) => {
      await request;
      void message.success(t(doneKey));
      void invalidateOrders();
      reload();
    },
    [message, reload, t],
  );
  const onStep = useCallback((step: CandidateStep, aunt: OrderAunt) => setDialog({ kind: step, aunt }), []);

  if (state.status === 'loading') return <RecordLoading testId="order-detail-loading" rows={8} />;
  if (!order || !flow) {
    const texts = (key: string) => t(`order.detail.${key}`);
    return (
      <RecordUnavailable
        notFound={state.status === 'notFound'}
        texts={{ notFound: texts('notFound'), loadFailed: texts('loadFailed'), retry: texts('retry'), backToList: texts('backToList') }}
        onRetry={reload}
        listPath={LIST_PATH}
      />
    );
  }

  const canAct = canActOnOrder(access, order);
  const orderSteps = canAct ? allowedSteps(flow, null) : [];
  const remove = async (confirm: ConfirmPrompt) => {
    if (await deleteOrder(order, confirm)) navigate(LIST_PATH);
  };
  const recommend = async (auntIds: number[], request: { silent: true }) => {
    await run(recommendAunt({ orderId: order.orderId, auntIds }, request), 'order.steps.done.recommendAunt');
    setRecommending(false);
  };
  const actions = canAct ? (
    <OrderActions
      order={order}
      flow={flow}
      steps={orderSteps}
      onOpen={(kind) => setDialog({ kind })}
      onRecommend={() => setRecommending(true)}
      onDelete={remove}
    />
  ) : null;

  return (
    <div>
      <OrderSummary order={order} actions={actions} />
      <Card style={{ marginBottom: 16 }} title={<Typography.Text strong>{t('order.candidates.title', { n: order.aunts.length })}</Typography.Text>}>
        <CandidatesTable orderId={order.orderId} aunts={order.aunts} flow={flow} canAct={canAct} onStep={onStep} />
      </Card>
      <Card>
        <HistoryTabs order={order} />
      </Card>
      <RecordAccessSection subject="order" id={order.orderId} />
      <OrderDialogs dialog={dialog} order={order} run={run} onClose={() => setDialog(null)} />
      <RecommendAuntPicker
        open={recommending}
        serviceType={order.serviceType}
        excludeAuntIds={order.aunts.map((aunt) => aunt.auntId)}
        orderId={order.orderId}
        jobStart={order.expectedStart}
        onCancel={() => setRecommending(false)}
        onConfirm={recommend}
      />
    </div>
  );
}
