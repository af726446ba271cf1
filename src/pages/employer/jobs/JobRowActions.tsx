/**
 * A job's actions as small icon buttons with spoken names: create an order (enabled jobs),
 * then, when the user may act on the job, pin / unpin, disable / enable and delete; with the
 * joint hall (united.manage), the offered aunts and, for a job the user may act on, share to the
 * job hall or take off it (a disabled job cannot be shared: the button says why).
 */
import {
  CheckCircleOutlined,
  CloudDownloadOutlined,
  DeleteOutlined,
  FileAddOutlined,
  PushpinFilled,
  PushpinOutlined,
  ShareAltOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EmployerJob } from '@/api/employer.types';
import { IconButton } from '@/components/DataTable/IconButton';
import { jobShareBlock } from '@/components/united/shelfRules';
import { useCanUseHall } from './permissions';
import type { JobActions } from './useJobActions';
import styles from './Jobs.module.css';

/** The joint-hall actions' names (unitedShelf namespace). */
const ACTION_TEXTS: Record<string, string> = {
  share: 'unitedShelf.share.action',
  takeOff: 'unitedShelf.takeOff.action',
  offered: 'unitedShelf.offered.action',
};

interface JobRowActionsProps {
  job: EmployerJob;
  actions: JobActions;
  canAct: boolean;
}

export function JobRowActions({ job, actions, canAct }: JobRowActionsProps) {
  const { t } = useTranslation();
  const label = (action: string) => t('jobs.actions.actionOf', { action: t(ACTION_TEXTS[action] ?? `jobs.actions.${action}`), title: job.title });
  const pinned = job.isTop === 1;
  const disabled = job.isDisabled === 1;
  const hall = useCanUseHall();
  const shared = job.isShared === 1;
  const shareBlock = shared ? null : jobShareBlock(job.isDisabled);
  const shareLabel = shareBlock
    ? t('unitedShelf.blocked.withReason', { action: label('share'), reason: t(`unitedShelf.blocked.${shareBlock}`) })
    : label(shared ? 'takeOff' : 'share');
  return (
    <span className={styles.rowActions}>
      {!disabled && <IconButton icon={<FileAddOutlined />} label={label('createOrder')} onClick={() => actions.createOrder(job)} />}
      {canAct && (
        <>
          <IconButton icon={pinned ? <PushpinFilled /> : <PushpinOutlined />} label={label(pinned ? 'untop' : 'top')} onClick={() => actions.toggleTop(job)} />
          <IconButton
            icon={disabled ? <CheckCircleOutlined /> : <StopOutlined />}
            label={label(disabled ? 'enable' : 'disable')}
            onClick={() => actions.toggleDisabled(job)}
          />
          <IconButton danger icon={<DeleteOutlined />} label={label('delete')} onClick={() => actions.remove(job)} />
        </>
      )}
      {hall && canAct && (
        <IconButton
          icon={shared ? <CloudDownloadOutlined /> : <ShareAltOutlined />}
          label={shareLabel}
          disabled={shareBlock !== null}
          onClick={() => actions.toggleShared(job)}
        />
      )}
      {hall && <IconButton icon={<TeamOutlined />} label={label('offered')} onClick={() => actions.showOffered(job)} />}
    </span>
  );
}
