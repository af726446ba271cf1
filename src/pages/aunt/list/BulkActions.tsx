/**
 * Buttons for the selected rows: deliver, favourite, delete (confirmed with the count), export;
 * in the 待审核 list first 审核通过 (confirmed with the count) and 驳回 (asks why).
 */
import { CheckOutlined, CloseOutlined, DeleteOutlined, DownloadOutlined, StarOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuntList } from './context';
import { preloadAuntDialogs } from './dialogsChunk';
import type { AuntRow } from './listData';

export function BulkActions({ rows, onExport }: { rows: AuntRow[]; onExport: () => void }) {
  const { t } = useTranslation();
  const { scope, batch, openDialog } = useAuntList();
  useEffect(preloadAuntDialogs, []);
  const confirmDelete = () =>
    void batch.remove(rows, {
      title: t('auntList.batch.confirmDelete', { count: rows.length }),
      content: t('auntList.confirmDelete.description'),
      okText: t('auntList.actions.delete'),
      danger: true,
      cancelText: t('common.cancel'),
    });
  const confirmApprove = () =>
    void batch.approve(rows, {
      title: t('auntList.verify.confirmApprove', { count: rows.length }),
      content: t('auntList.verify.approveDescription'),
      okText: t('auntList.verify.approve'),
      cancelText: t('common.cancel'),
    });
  return (
    <>
      {scope === 'verify' && (
        <>
          <Button size="small" type="primary" icon={<CheckOutlined />} onClick={confirmApprove}>
            {t('auntList.verify.approve')}
          </Button>
          <Button size="small" danger icon={<CloseOutlined />} onClick={() => openDialog({ kind: 'reject', rows })}>
            {t('auntList.verify.reject')}
          </Button>
        </>
      )}
      <Button size="small" icon={<UserSwitchOutlined />} onClick={() => openDialog({ kind: 'deliver', rows })}>
        {t('auntList.actions.deliver')}
      </Button>
      <Button size="small" icon={<StarOutlined />} onClick={() => void batch.favourite(rows)}>
        {t('auntList.actions.fav')}
      </Button>
      <Button size="small" danger icon={<DeleteOutlined />} onClick={confirmDelete}>
        {t('auntList.actions.delete')}
      </Button>
      <Button size="small" icon={<DownloadOutlined />} onClick={onExport}>
        {t('auntList.export.selected')}
      </Button>
    </>
  );
}
