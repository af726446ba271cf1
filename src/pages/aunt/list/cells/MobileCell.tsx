import { LoadingOutlined } from '@ant-design/icons';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useAuntList } from '../context';
import type { AuntRow } from '../listData';
import { useRevealedMobile } from '../revealedMobiles';
import { IconButton } from '@/components/DataTable/IconButton';
import { glyph } from '@/components/DataTable/glyph';
import { maskMobile } from '@/domain/personalData';

/** The mobile, masked whatever the server sent; an eye reveals the full number (getAuntMobile) when the user may see it, one request at a time. */
export function MobileCell({ row }: { row: AuntRow }) {
  const { t, actions, rightsOf } = useAuntList();
  const mutation = useConfirmedMutation();
  const full = useRevealedMobile(actions.revealed, row.auntId);
  if (!row.mobile) return null;
  const busy = mutation.isBusy(row.auntId);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{full ?? maskMobile(row.mobile)}</span>
      {!full && rightsOf(row).reveal && (
        <IconButton
          icon={busy ? <LoadingOutlined /> : glyph('eye')}
          disabled={busy}
          label={t('auntList.revealMobileOf', { name: row.auntName })}
          onClick={() => void mutation.run({ key: row.auntId, mutate: (request) => actions.reveal(row, request) })}
        />
      )}
    </span>
  );
}
