/**
 * A job's actions (RowActions: text links): create an order (enabled jobs), then, when the user
 * may act on the job, pin / unpin, disable / enable and delete (last, red, asked first); with the
 * joint hall (united.manage), share to the job hall or take off it (a disabled job cannot be
 * shared: the link says why) and the offered aunts.
 */
import { useTranslation } from 'react-i18next';
import type { EmployerJob } from '@/api/employer.types';
import { RowActions } from '@/components/DataTable/RowActions';
import { jobShareBlock } from '@/components/united/shelfRules';
import { useCanUseHall } from './permissions';
import type { JobActions } from './useJobActions';

interface JobRowActionsProps {
  job: EmployerJob;
  actions: JobActions;
  canAct: boolean;
}

export function JobRowActions({ job, actions, canAct }: JobRowActionsProps) {
  const { t } = useTranslation();
  const label = (action: string) => t(`jobs.actions.${action}`);
  const pinned = job.isTop === 1;
  const disabled = job.isDisabled === 1;
  const hall = useCanUseHall();
  const shared = job.isShared === 1;
  const shareBlock = shared ? null : jobShareBlock(job.isDisabled);
  return (
    <RowActions
      actions={[
        !disabled && { key: 'createOrder', label: label('createOrder'), onClick: () => actions.createOrder(job) },
        canAct && { key: 'top', label: label(pinned ? 'untop' : 'top'), busy: actions.isBusy('top', job), onClick: () => actions.toggleTop(job) },
        canAct && {
          key: 'disable',
          label: label(disabled ? 'enable' : 'disable'),
          busy: actions.isBusy('disable', job),
          onClick: () => actions.toggleDisabled(job),
        },
        hall &&
          canAct && {
            key: 'share',
            label: t(shared ? 'unitedShelf.takeOff.action' : 'unitedShelf.share.action'),
            disabled: shareBlock !== null,
            hint: shareBlock ? t(`unitedShelf.blocked.${shareBlock}`) : undefined,
            busy: actions.shelfBusy,
            onClick: () => actions.toggleShared(job),
          },
        hall && { key: 'offered', label: t('unitedShelf.offered.action'), onClick: () => actions.showOffered(job) },
        canAct && { key: 'delete', label: label('delete'), danger: true, busy: actions.isBusy('delete', job), onClick: () => actions.remove(job) },
      ]}
    />
  );
}
