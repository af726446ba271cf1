/**
 * The steps our side may take on one merge record, as small buttons: exactly what the graph
 * allows (stepsFor), each through useMergeStep. `data-step` names the call, for tests.
 */
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnitedMappingAunt } from '@/api/united.types';
import type { MergeAction } from '@/domain/unitedGraph';
import { stepsFor } from './mergeSide';
import { STEP_OF_ACTION, type MergeSteps } from './useMergeStep';

const DANGER: ReadonlySet<MergeAction> = new Set(['unitedReject', 'unitedCancel', 'unitedDelete']);

interface MergeActionsProps {
  record: UnitedMappingAunt;
  companyId: number;
  steps: MergeSteps;
}

export function MergeActions({ record, companyId, steps }: MergeActionsProps) {
  const { t } = useTranslation();
  const actions = stepsFor(record, companyId);
  if (actions.length === 0) return null;
  return (
    <Space size={4} wrap>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          type={action === 'unitedAgree' || action === 'unitedSuccess' ? 'primary' : 'default'}
          danger={DANGER.has(action)}
          data-step={action}
          disabled={steps.busy}
          loading={steps.pendingId === record.mappingAuntId}
          onClick={() => void steps.take(action, record)}
        >
          {t(`united.steps.${STEP_OF_ACTION[action]}.label`)}
        </Button>
      ))}
    </Space>
  );
}
