/**
 * The steps our side may take on one merge record, as row actions (RowActions): exactly what the
 * graph allows (stepsFor), each through useMergeStep (which asks the step's confirmation); `lead`
 * goes first (a list's 联系TA).
 */
import { useTranslation } from 'react-i18next';
import type { UnitedMappingAunt } from '@/api/united.types';
import { RowActions, type RowAction } from '@/components/DataTable/RowActions';
import { stepsFor } from './mergeSide';
import { DESTRUCTIVE_STEPS, STEP_OF_ACTION, type MergeSteps } from './useMergeStep';

interface MergeActionsProps {
  record: UnitedMappingAunt;
  companyId: number;
  steps: MergeSteps;
  lead?: RowAction | null;
}

export function MergeActions({ record, companyId, steps, lead }: MergeActionsProps) {
  const { t } = useTranslation();
  const actions = stepsFor(record, companyId);
  if (actions.length === 0 && !lead) return null;
  return (
    <RowActions
      actions={[
        lead,
        ...actions.map((action) => ({
          key: action,
          label: t(`united.steps.${STEP_OF_ACTION[action]}.label`),
          danger: DESTRUCTIVE_STEPS.has(STEP_OF_ACTION[action]),
          disabled: steps.busy,
          busy: steps.pendingId === record.mappingAuntId,
          onClick: () => void steps.take(action, record),
        })),
      ]}
    />
  );
}
