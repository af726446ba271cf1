import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuntWorkStatus } from '@/api/aunt.types';
import { workStatusOf } from '@/domain/auntCodes';
import { CellTag } from '@/components/CellTag';

/**
 * An aunt's work status as a coloured tag (1 找工作 ... 6 黑名单).
 *
 * @example <WorkStatusTag status={aunt.workStatus} />
 */
export function WorkStatusTag({ status }: { status: AuntWorkStatus }) {
  const { t } = useTranslation();
  return workStatusTag(status, t);
}

/** The same tag for a caller that has `t` at hand: a table cell, where a useTranslation per cell subscribes to i18next's events once per row. */
export function workStatusTag(status: AuntWorkStatus, t: TFunction) {
  const code = workStatusOf(status);
  return (
    <CellTag color={code.color} data-status={code.value} style={{ marginInlineEnd: 0 }}>
      {t(code.labelKey)}
    </CellTag>
  );
}
