import { LoadingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useAuntList } from '../context';
import type { AuntRow } from '../listData';
import { useRevealedMobile } from '../revealedMobiles';
import { IconButton } from '@/components/DataTable/IconButton';
import { glyph } from '@/components/DataTable/glyph';

/** The masked mobile; an eye reveals the full number (getAuntMobile) when the user may see it. */
export function MobileCell({ row }: { row: AuntRow }) {
  const { t, actions, rightsOf } = useAuntList();
  const [busy, setBusy] = useState(false);
  const full = useRevealedMobile(actions.revealed, row.auntId);
  if (!row.mobile) return null;
  const reveal = async () => {
    setBusy(true);
    try {
      await actions.reveal(row);
    } catch {
      // The error catalogue has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{full ?? row.mobile}</span>
      {!full && rightsOf(row).reveal && (
        <IconButton
          icon={busy ? <LoadingOutlined /> : glyph('eye')}
          disabled={busy}
          label={t('auntList.revealMobileOf', { name: row.auntName })}
          onClick={reveal}
        />
      )}
    </span>
  );
}
