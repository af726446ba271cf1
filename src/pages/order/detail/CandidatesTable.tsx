/**
 * The order's candidates: the aunt (portrait, name to her detail, age, native place), her work
 * status now, her stage on this order, the interview (its place masked, with an eye for who may
 * act on the order), and the steps allowed for her (none when the user may not act on the order).
 */
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderAunt } from '@/api/order.types';
import { AuntAvatar, WorkStatusTag } from '@/components/aunt';
import { CandidateStageTag } from '@/components/order/CodeTag';
import { allowedSteps, type FlowOrder } from '@/domain/orderFlow';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { CandidateActions } from './CandidateActions';
import type { CandidateStep } from './dialogs/types';
import { pageLink } from '@/app/pageLinks';
import { dateTime } from '@/domain/format';

interface CandidatesTableProps {
  orderId: number;
  aunts: readonly OrderAunt[];
  flow: FlowOrder;
  canAct: boolean;
  onStep: (step: CandidateStep, aunt: OrderAunt) => void;
}

export function CandidatesTable({ orderId, aunts, flow, canAct, onStep }: CandidatesTableProps) {
  const { t } = useTranslation();
  const columns = useMemo((): TableColumnsType<OrderAunt> => {
    const stepsOf = (aunt: OrderAunt) => {
      const candidate = flow.candidates.find((item) => item.auntId === aunt.auntId);
      return canAct && candidate ? allowedSteps(flow, candidate) : [];
    };
    return [
      {
        key: 'aunt',
        title: t('order.candidates.aunt'),
        render: (_, aunt) => (
          <Flex gap={8} align="center">
            <AuntAvatar portrait={aunt.auntHeadUrl} name={aunt.auntName} size={36} />
            <Flex vertical>
              <Link to={pageLink.auntDetail(aunt.auntId)}>{aunt.auntName}</Link>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[aunt.age ? t('order.candidates.age', { age: aunt.age }) : '', aunt.nativePlace].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          </Flex>
        ),
      },
      { key: 'workStatus', title: t('order.candidates.workStatus'), width: 110, render: (_, aunt) => <WorkStatusTag status={aunt.workStatus} /> },
      { key: 'stage', title: t('order.candidates.stage'), width: 120, render: (_, aunt) => <CandidateStageTag stage={aunt.stage} /> },
      {
        key: 'interview',
        title: t('order.candidates.interview'),
        render: (_, aunt) =>
          aunt.interviewTime ? (
            <Flex vertical>
              <span>{dateTime(aunt.interviewTime)}</span>
              {aunt.interviewAddress && (
                <Typography.Text type="secondary">
                  <PersonalValue
                    kind="place"
                    value={aunt.interviewAddress}
                    reveal={{ subject: 'order', id: orderId, field: 'interviewAddress', auntId: aunt.auntId }}
                    allowed={canAct}
                    testId="interview-place"
                  />
                </Typography.Text>
              )}
            </Flex>
          ) : (
            ''
          ),
      },
      { key: 'actions', title: t('order.candidates.actions'), render: (_, aunt) => <CandidateActions aunt={aunt} steps={stepsOf(aunt)} onStep={onStep} /> },
    ];
  }, [canAct, flow, onStep, orderId, t]);
  return (
    <Table<OrderAunt>
      size="middle"
      rowKey="auntId"
      columns={columns}
      dataSource={aunts as OrderAunt[]}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: t('order.candidates.empty') }}
    />
  );
}
