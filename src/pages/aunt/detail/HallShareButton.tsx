import { CloudDownloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Aunt } from '@/api/aunt';
import { auntShareBlock, useHallShelf } from '@/components/united';
import { consentBlocksShare, useAuntConsent } from './consent/useAuntConsent';
import '@/i18n/texts/auntConsent';

interface HallShareButtonProps {
  aunt: Pick<Aunt, 'auntId' | 'auntName' | 'isShared' | 'workStatus'>;
  onChanged: (change: Pick<Aunt, 'isShared'>) => void;
}

/**
 * "分享到联盟大厅" while she is not in the joint hall, "下架" while she is (asked first). A working
 * or blacklisted aunt, or one without a sharing authorisation on file, cannot be shared: the
 * button is disabled and says why (the authorisation is recorded in the section below).
 */
export function HallShareButton({ aunt, onChanged }: HallShareButtonProps) {
  const { t } = useTranslation();
  const shelf = useHallShelf();
  const shared = aunt.isShared === 1;
  const consent = useAuntConsent(aunt.auntId);
  const block = shared ? null : auntShareBlock(aunt.workStatus);
  const noConsent = !shared && block === null && consentBlocksShare(consent);

  async function toggle() {
    if (shared) {
      if (await shelf.takeOffAunt(aunt.auntId, aunt.auntName)) onChanged({ isShared: 0 });
    } else if (await shelf.shareAunt(aunt.auntId)) onChanged({ isShared: 1 });
  }

  const reason = block ? t(`unitedShelf.blocked.${block}`) : noConsent ? t('auntConsent.shareBlocked') : undefined;
  return (
    <Tooltip title={reason}>
      <Button
        icon={shared ? <CloudDownloadOutlined /> : <ShareAltOutlined />}
        loading={shelf.pending}
        disabled={block !== null || noConsent}
        aria-description={reason}
        onClick={() => void toggle()}
      >
        {t(shared ? 'unitedShelf.takeOff.action' : 'unitedShelf.share.action')}
      </Button>
    </Tooltip>
  );
}
