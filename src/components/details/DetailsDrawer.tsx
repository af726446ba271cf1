/**
 * THE container that shows a record or a list of it (docs/UI-PATTERNS.md "Show a record"): a drawer,
 * 720 px (the full screen on a phone), titled with the record's kind and name (订单详情 · 张三), closed by
 * its X or Esc; the record's actions, if any, right-aligned in the footer. A record the drawer reads
 * itself passes `load`: a skeleton while it loads, "could not load" with a retry after a failure.
 * DetailsModal: only a fixed-size picture of the record (a post as a phone shows it), never its facts.
 */
import { Alert, Button, Drawer, Flex, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '@/components/recordForm/drawerSize';
import '@/i18n/texts/recordForm';

/** What a drawer reading its own record knows of the read (useQueryData's loading / error / reload). */
export interface DetailsLoad {
  loading: boolean;
  error: string | null;
  reload: () => void;
}

interface DetailsTitleProps {
  /** The kind of record (订单详情, 跟进详情, 阿姨操作日志). */
  title: ReactNode;
  /** The record's name (a person, an order number), after the kind. */
  name?: ReactNode;
}

export interface DetailsDrawerProps extends DetailsTitleProps {
  open?: boolean;
  onClose: () => void;
  /** The record's actions (RowActions-like), right-aligned in the footer. */
  actions?: ReactNode;
  /** Set when the drawer reads the record itself: the children show only once it is read. */
  load?: DetailsLoad;
  children?: ReactNode;
}

function detailsTitle({ title, name }: DetailsTitleProps): ReactNode {
  return name === undefined || name === null || name === '' ? (
    title
  ) : (
    <>
      {title} · {name}
    </>
  );
}

function LoadStates({ load, children }: { load?: DetailsLoad; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!load) return children;
  if (load.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('recordForm.details.loadFailed')}
        description={load.error}
        action={
          <Button size="small" onClick={load.reload}>
            {t('recordForm.details.retry')}
          </Button>
        }
      />
    );
  if (load.loading) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  return children;
}

export function DetailsDrawer({ open = true, onClose, actions, load, children, ...title }: DetailsDrawerProps) {
  const size = useDrawerSize();
  return (
    <Drawer
      open={open}
      title={detailsTitle(title)}
      size={size}
      onClose={onClose}
      footer={
        actions ? (
          <Flex justify="flex-end" gap={8} wrap>
            {actions}
          </Flex>
        ) : null
      }
      destroyOnHidden
    >
      <LoadStates load={load}>{children}</LoadStates>
    </Drawer>
  );
}

export interface DetailsModalProps extends DetailsTitleProps {
  open?: boolean;
  onClose: () => void;
  /** The picture's width plus the modal's padding. */
  width: number;
  children?: ReactNode;
}

export function DetailsModal({ open = true, onClose, width, children, ...title }: DetailsModalProps) {
  return (
    <Modal open={open} title={detailsTitle(title)} width={width} footer={null} onCancel={onClose} destroyOnHidden>
      {children}
    </Modal>
  );
}
