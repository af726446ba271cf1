/**
 * A job's actions as small icon buttons with spoken names: create an order (enabled jobs),
 * then, when the user may act on the job, pin / unpin, disable / enable and delete.
 */
import { CheckCircleOutlined, DeleteOutlined, FileAddOutlined, PushpinFilled, PushpinOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EmployerJob } from '@/api/employer.types';
import { IconButton } from '@/components/DataTable/IconButton';
import type { JobActions } from './useJobActions';
import styles from './Jobs.module.css';

interface JobRowActionsProps {
  job: EmployerJob;
  actions: JobActions;
  canAct: boolean;
}

export function JobRowActions({ job, actions, canAct }: JobRowActionsProps) {
  const { t } = useTranslation();
  const label = (action: string) => t('jobs.actions.actionOf', { action: t(`jobs.actions.${action}`), title: job.title });
  const pinned = job.isTop === 1;
  const disabled = job.isDisabled === 1;
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
    </span>
  );
}
