import { Dropdown, Popconfirm, type MenuProps } from 'antd';
import { useState } from 'react';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { IconButton } from '@/components/DataTable/IconButton';
import { glyph } from '@/components/DataTable/glyph';
import { useOnDemandPopup } from '@/components/DataTable/useOnDemandPopup';
import styles from '../AuntList.module.css';
import { auntShareBlock } from '@/components/united/shelfRules';
import { useAuntList } from '../context';
import { preloadAuntDialogs } from '../dialogsChunk';
import type { AuntRow } from '../listData';
import { useRevealedMobile } from '../revealedMobiles';
import { pageLink } from '@/app/pageLinks';

/**
 * The action column: view, edit and delete (with a confirmation) as icons, the rest in "more":
 * copy, favourite, top, lock, deliver, remarks, share to the joint hall or take her off (下架),
 * reveal mobile. In the 待审核 list, 通过 and 驳回 (asks why) come first, for those who may
 * change her. What the user may not do is left out (see permissions.ts: a locked aunt is
 * changed only by her owner or an admin); an aunt who cannot be shared now shows why. The
 * confirmation and the menu are mounted when the user reaches for them (useOnDemandPopup).
 */
export function RowActions({ row }: { row: AuntRow }) {
  const navigate = useRouterNavigate();
  const { t, scope, actions, batch, rightsOf, openDialog } = useAuntList();
  const [approving, setApproving] = useState(false);
  const confirm = useOnDemandPopup();
  const more = useOnDemandPopup('menu', preloadAuntDialogs);
  const revealed = useRevealedMobile(actions.revealed, row.auntId) !== undefined;
  const rights = rightsOf(row);
  const name = row.auntName;
  const run = (action: () => Promise<void>) => () => {
    action().catch(() => undefined); // the error catalogue has shown why
  };

  const shareItem = () => {
    const shared = row.isShared === 1;
    const block = shared ? null : auntShareBlock(row.workStatus);
    return {
      key: 'share',
      label: t(shared ? 'unitedShelf.takeOff.action' : 'unitedShelf.share.action'),
      disabled: block !== null,
      extra: block ? t(`unitedShelf.blocked.${block}`) : undefined,
      onClick: run(() => actions.toggleShared(row)),
    };
  };

  const menuItems = (): MenuProps['items'] => [
    { key: 'copy', label: t('auntList.actions.copy'), onClick: () => navigate(pageLink.auntAdd(row.auntId)) },
    ...(rights.act
      ? [
          { key: 'fav', label: t(row.isFav === 1 ? 'auntList.actions.unfav' : 'auntList.actions.fav'), onClick: run(() => actions.toggleFav(row)) },
          { key: 'top', label: t(row.isTop === 1 ? 'auntList.actions.untop' : 'auntList.actions.top'), onClick: run(() => actions.toggleTop(row)) },
        ]
      : []),
    ...(rights.lock
      ? [{ key: 'lock', label: t(row.isLocked === 1 ? 'auntList.actions.unlock' : 'auntList.actions.lock'), onClick: run(() => actions.toggleLock(row)) }]
      : []),
    ...(rights.change ? [{ key: 'deliver', label: t('auntList.actions.deliver'), onClick: () => openDialog({ kind: 'deliver', rows: [row] }) }] : []),
    ...(rights.act ? [{ key: 'remark', label: t('auntList.actions.remark'), onClick: () => openDialog({ kind: 'remark', row }) }] : []),
    ...(rights.share ? [shareItem()] : []),
    ...(rights.reveal && !revealed ? [{ key: 'reveal', label: t('auntList.actions.revealMobile'), onClick: run(() => actions.reveal(row)) }] : []),
  ];

  const approve = async () => {
    setApproving(true);
    try {
      await batch.approve([row]);
    } finally {
      setApproving(false);
    }
  };

  return (
    <span className={styles.rowActions}>
      {scope === 'verify' && rights.change && (
        <>
          <IconButton
            text={t('auntList.verify.approve')}
            label={t('auntList.verify.approveOf', { name })}
            disabled={approving}
            onClick={() => void approve()}
          />
          <IconButton
            text={t('auntList.verify.reject')}
            label={t('auntList.verify.rejectOf', { name })}
            danger
            onClick={() => openDialog({ kind: 'reject', rows: [row] })}
          />
        </>
      )}
      <IconButton
        icon={glyph('eye')}
        label={t('auntList.actionOf', { action: t('auntList.actions.view'), name })}
        onClick={() => navigate(pageLink.auntDetail(row.auntId))}
      />
      {rights.change && (
        <IconButton
          icon={glyph('edit')}
          label={t('auntList.actionOf', { action: t('auntList.actions.edit'), name })}
          onClick={() => navigate(pageLink.auntEdit(row.auntId))}
        />
      )}
      {rights.change && (
        <IconButton danger icon={glyph('delete')} label={t('auntList.actionOf', { action: t('auntList.actions.delete'), name })} {...confirm.triggerProps} />
      )}
      {rights.change && confirm.mounted && (
        <Popconfirm
          title={t('auntList.confirmDelete.title', { name })}
          description={t('auntList.confirmDelete.description')}
          okText={t('auntList.actions.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => batch.remove([row])}
          {...confirm.popupProps}
        >
          {confirm.anchor}
        </Popconfirm>
      )}
      <IconButton icon={glyph('more')} label={t('auntList.moreActionsOf', { name })} {...more.triggerProps} />
      {more.mounted && (
        <Dropdown menu={{ items: menuItems() }} trigger={['click']} placement="bottomRight" {...more.popupProps}>
          {more.anchor}
        </Dropdown>
      )}
    </span>
  );
}
