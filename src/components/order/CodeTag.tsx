import { useTranslation } from 'react-i18next';
import type { ColoredCode } from '@/domain/employerCodes';
import { CANDIDATE_STAGES, ORDER_STATUSES, type CandidateStage } from '@/domain/orderCodes';
import type { OrderStatus } from '@/api/order.types';
import { CellTag } from '@/components/CellTag';

/**
 * A code as its coloured tag (labels under codes.*); an unknown value shows as itself.
 *
 * @example <CodeTag codes={ORDER_STATUSES} value={order.status} />
 */
export function CodeTag<V extends string | number>({ codes, value }: { codes: readonly ColoredCode<V>[]; value: V }) {
  const { t } = useTranslation();
  const code = codes.find((candidate) => candidate.value === value);
  return (
    <CellTag color={code?.color} data-value={value} style={{ marginInlineEnd: 0 }}>
      {code ? t(code.labelKey) : String(value)}
    </CellTag>
  );
}

/** An order's status (0 待推荐 … 6 已取消). */
export const OrderStatusTag = ({ status }: { status: OrderStatus }) => <CodeTag codes={ORDER_STATUSES} value={status} />;

/** A candidate's stage on an order (0 已推荐 … 8 已撤回). */
export const CandidateStageTag = ({ stage }: { stage: CandidateStage }) => <CodeTag codes={CANDIDATE_STAGES} value={stage} />;
