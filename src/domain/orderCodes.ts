/**
 * Reference lists of recruitment orders: status and candidate-stage labels and colours, and the
 * list's custom tabs (getOrderCustomTabData). Labels are i18n keys under `codes.*`; the mock
 * reads the same files. The state graph itself is orderGraph.ts / orderFlow.ts.
 */
import type { OrderAunt, OrderStatus } from '@/api/order.types';
import type { ColoredCode } from './employerCodes';

export const ORDER_STATUSES: readonly ColoredCode<OrderStatus>[] = [
  { value: 0, labelKey: 'codes.orderStatus.0', color: 'default' },
  { value: 1, labelKey: 'codes.orderStatus.1', color: 'blue' },
  { value: 2, labelKey: 'codes.orderStatus.2', color: 'cyan' },
  { value: 3, labelKey: 'codes.orderStatus.3', color: 'purple' },
  { value: 4, labelKey: 'codes.orderStatus.4', color: 'green' },
  { value: 5, labelKey: 'codes.orderStatus.5', color: 'geekblue' },
  { value: 6, labelKey: 'codes.orderStatus.6', color: 'red' },
];

export type CandidateStage = OrderAunt['stage'];
export const CANDIDATE_STAGES: readonly ColoredCode<CandidateStage>[] = [
  { value: 0, labelKey: 'codes.candidateStage.0', color: 'blue' },
  { value: 1, labelKey: 'codes.candidateStage.1', color: 'cyan' },
  { value: 2, labelKey: 'codes.candidateStage.2', color: 'purple' },
  { value: 3, labelKey: 'codes.candidateStage.3', color: 'red' },
  { value: 4, labelKey: 'codes.candidateStage.4', color: 'orange' },
  { value: 5, labelKey: 'codes.candidateStage.5', color: 'red' },
  { value: 6, labelKey: 'codes.candidateStage.6', color: 'green' },
  { value: 7, labelKey: 'codes.candidateStage.7', color: 'default' },
  { value: 8, labelKey: 'codes.candidateStage.8', color: 'default' },
];

/** The order list's tabs, in display order: key and the statuses it covers ('mine': owned by the user, any status). */
export const ORDER_TABS = [
  { key: 'all', statuses: null },
  { key: 'mine', statuses: null },
  { key: 'open', statuses: [0, 1, 2, 3] },
  { key: 'interview', statuses: [2] },
  { key: 'trial', statuses: [3] },
  { key: 'signed', statuses: [4] },
  { key: 'finished', statuses: [5] },
  { key: 'cancelled', statuses: [6] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] | null }[];
export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];

/**
 * Order statuses that may go into the recycle bin: not while an aunt works there (4 signed) nor
 * while candidates are in 面试 / 试工 / 待签约 because of it (2, 3): their status would hang on an
 * order nobody sees. Record their results or cancel the order first.
 */
export const DELETABLE_ORDER_STATUSES: readonly OrderStatus[] = [0, 1, 5, 6];
