import { useState } from 'react';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { RowActions as RowActionLinks, type RowAction } from '@/components/DataTable/RowActions';
import { auntShareBlock } from '@/components/united/shelfRules';
import { consentBlocksShare, useAuntConsent } from '../../detail/consent/useAuntConsent';
import { useAuntList } from '../context';
import { preloadAuntDialogs } from '../dialogsChunk';
import type { AuntRow } from '../listData';
import { useRevealedMobile } from '../revealedMobiles';
import { pageLink } from '@/app/pageLinks';

/**
 * The action column (RowActions): view and edit, the rest in "more": copy, favourite, top, lock,
 * deliver, remarks, share to the joint hall or take her off (下架), reveal mobile, and delete (with
 * a confirmation) last. In the 待审核 list, 通过 and 驳回 (asks why) come first, for those who may
 * change her. What the user may not do is left out (see permissions.ts: a locked aunt is
 * changed only by her owner or an admin); an aunt who cannot be shared now shows why (one without
 * a sharing authorisation, asked when the menu is first wanted, also offers to record it on her page).
 */
export function RowActions({ row }: { row: AuntRow }) {
  const navigate = useRouterNavigate();
  const { t, scope, actions, batch, rightsOf, openDialog } = useAuntList();
  const [approving, setApproving] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const revealed = useRevealedMobile(actions.revealed, row.auntId) !== undefined;
  const rights = rightsOf(row);
  const name = row.auntName;
  const consent = useAuntConsent(row.auntId, menuWanted && rights.share && row.isShared !== 1);
  const run = (action: () => Promise<void>) => () => {
    action().catch(() => undefined); // the error catalogue has shown why
  };

  const shareItems = (): RowAction[] => {
    const shared = row.isShared === 1;
    const block = shared ? null : auntShareBlock(row.workStatus);
    const noConsent = !shared && block === null && consentBlocksShare(consent);
    const share: RowAction = {
      key: 'share',
      label: t(shared ? 'unitedShelf.takeOff.action' : 'unitedShelf.share.action'),
      disabled: block !== null || noConsent,
      hint: block ? t(`unitedShelf.blocked.${block}`) : noConsent ? t('auntConsent.shareBlocked') : undefined,
      onClick: run(() => actions.toggleShared(row)),
    };
    if (!noConsent) return [share];
    return [share, { key: 'consent', label: t('auntConsent.record'), onClick: () => navigate(pageLink.auntDetail(row.auntId)) }];
  };

  const menuItems = (): RowAction[] => [
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
    ...(rights.share ? shareItems() : []),
    ...(rights.reveal && !revealed ? [{ key: 'reveal', label: t('auntList.actions.revealMobile'), onClick: () => openDialog({ kind: 'reveal', row }) }] : []),
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
    <RowActionLinks
      onMenuWanted={() => {
        preloadAuntDialogs();
        setMenuWanted(true);
      }}
      actions={[
        scope === 'verify' && rights.change && { key: 'approve', label: t('auntList.verify.approve'), disabled: approving, onClick: () => void approve() },
        scope === 'verify' &&
          rights.change && { key: 'reject', label: t('auntList.verify.reject'), onClick: () => openDialog({ kind: 'reject', rows: [row] }) },
        { key: 'view', label: t('auntList.actions.view'), onClick: () => navigate(pageLink.auntDetail(row.auntId)) },
        rights.change && { key: 'edit', label: t('auntList.actions.edit'), onClick: () => navigate(pageLink.auntEdit(row.auntId)) },
        ...menuItems(),
        rights.change && {
          key: 'delete',
          label: t('auntList.actions.delete'),
          danger: true,
          confirm: {
            title: t('auntList.confirmDelete.title', { name }),
            description: t('auntList.confirmDelete.description'),
            okText: t('auntList.actions.delete'),
            onConfirm: () => batch.remove([row]),
          },
        },
      ]}
    />
  );
}
