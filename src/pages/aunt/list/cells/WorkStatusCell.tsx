import { Dropdown } from 'antd';
import type { AuntWorkStatus } from '@/api/aunt.types';
import { WorkStatusTag, workStatusTag } from '@/components/aunt';
import { BLACKLIST_STATUS, WORK_STATUSES } from '@/domain/auntCodes';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { glyph } from '@/components/DataTable/glyph';
import { useOnDemandPopup } from '@/components/DataTable/useOnDemandPopup';
import { useAuntList } from '../context';
import { preloadAuntDialogs } from '../dialogsChunk';
import type { AuntRow } from '../listData';
import styles from '../AuntList.module.css';

/**
 * The work status tag; for those who may edit her, a menu to change it (blacklisting asks why),
 * mounted when the user reaches for it (useOnDemandPopup).
 */
export function WorkStatusCell({ row }: { row: AuntRow }) {
  const { t, actions, rightsOf, openDialog } = useAuntList();
  const mutation = useConfirmedMutation();
  const menu = useOnDemandPopup('menu', preloadAuntDialogs);
  const tag = workStatusTag(row.workStatus, t);
  const withReason = row.workStatus === BLACKLIST_STATUS && row.blacklistReason ? <span title={row.blacklistReason}>{tag}</span> : tag;
  if (!rightsOf(row).change) return withReason;

  const choose = (status: AuntWorkStatus) => {
    if (status === BLACKLIST_STATUS) openDialog({ kind: 'blacklist', row });
    // One change at a time per row; a refusal is toasted and the tag stays as it was.
    else void mutation.run({ key: row.auntId, mutate: () => actions.setWorkStatus(row, status) });
  };

  return (
    <>
      <button
        type="button"
        className={styles.cellButton}
        disabled={mutation.isBusy(row.auntId)}
        aria-label={t('auntList.changeWorkStatus', { name: row.auntName, status: t(`codes.workStatus.${row.workStatus}`) })}
        {...menu.triggerProps}
      >
        {withReason}
        {glyph('down', { className: styles.cellButtonIcon })}
      </button>
      {menu.mounted && (
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [String(row.workStatus)],
            items: WORK_STATUSES.map((status) => ({ key: String(status.value), label: <WorkStatusTag status={status.value} /> })),
            onClick: ({ key }) => choose(Number(key) as AuntWorkStatus),
          }}
          {...menu.popupProps}
        >
          {menu.anchor}
        </Dropdown>
      )}
    </>
  );
}
