import { useAuntList } from '../context';
import type { AuntRow } from '../listData';
import { useRevealedMobile } from '../revealedMobiles';
import { IconButton } from '@/components/DataTable/IconButton';
import { glyph } from '@/components/DataTable/glyph';
import { maskMobile } from '@/domain/personalData';

/** The mobile, masked whatever the server sent; an eye asks a reason and reveals the full number (the list's reveal dialog) when the user may see it. */
export function MobileCell({ row }: { row: AuntRow }) {
  const { t, actions, rightsOf, openDialog } = useAuntList();
  const full = useRevealedMobile(actions.revealed, row.auntId);
  if (!row.mobile) return null;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{full ?? maskMobile(row.mobile)}</span>
      {!full && rightsOf(row).reveal && (
        <IconButton icon={glyph('eye')} label={t('auntList.revealMobileOf', { name: row.auntName })} onClick={() => openDialog({ kind: 'reveal', row })} />
      )}
    </span>
  );
}
