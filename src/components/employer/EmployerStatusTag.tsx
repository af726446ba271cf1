import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EmployerStatus } from '@/api/employer.types';
import { EMPLOYER_STATUSES } from '@/domain/employerCodes';
import { CellTag } from '@/components/CellTag';

/** The employer's status (潜在 / 意向 / 已签约 / 流失) in its colour. */
export function EmployerStatusTag({ status }: { status: EmployerStatus }) {
  const { t } = useTranslation();
  return employerStatusTag(status, t);
}

/** The same tag for a caller that has `t` at hand: a table cell, where a useTranslation per cell subscribes to i18next's events once per row. */
export function employerStatusTag(status: EmployerStatus, t: TFunction) {
  const code = EMPLOYER_STATUSES.find((item) => item.value === status);
  return (
    <CellTag color={code?.color} data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(`codes.employerStatus.${status}`)}
    </CellTag>
  );
}
