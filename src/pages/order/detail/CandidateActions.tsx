/** The steps offered for one candidate: exactly those the state graph allows from her stage. */
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderAunt } from '@/api/order.types';
import type { OrderStep } from '@/domain/orderFlow';
import type { CandidateStep } from './dialogs/types';

const CANDIDATE_STEPS: readonly CandidateStep[] = ['appointmentInterview', 'setInterviewResult', 'setPolitResult', 'signComplete', 'setAuntOutgoing'];

interface CandidateActionsProps {
  aunt: OrderAunt;
  steps: readonly OrderStep[];
  onStep: (step: CandidateStep, aunt: OrderAunt) => void;
}

export function CandidateActions({ aunt, steps, onStep }: CandidateActionsProps) {
  const { t } = useTranslation();
  const offered = CANDIDATE_STEPS.filter((step) => steps.includes(step));
  if (offered.length === 0) return null;
  return (
    <Flex gap={4} wrap>
      {offered.map((step) => (
        <Button
          key={step}
          size="small"
          type={step === 'signComplete' ? 'primary' : 'default'}
          data-step={step}
          aria-label={t('order.actionOf', { action: t(`order.steps.${step}`), name: aunt.auntName })}
          onClick={() => onStep(step, aunt)}
        >
          {t(`order.steps.${step}`)}
        </Button>
      ))}
    </Flex>
  );
}
