import { useState } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { EyeOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AuntMobileRevealDialog, maskMobile } from '@/components/aunt';

interface MobileRevealProps {
  auntId: number;
  /** As the record has it (full or masked); shown masked either way. */
  mobile: string;
  allowed: boolean;
}

/**
 * The mobile, masked until "show" is pressed: a reason is asked first (AuntMobileRevealDialog), the
 * number comes from /privacy/reveal (or getAuntMobile on a server without it), so the server records
 * who looked and why, and only for users who may see it.
 */
export function MobileReveal({ auntId, mobile, allowed }: MobileRevealProps) {
  const { t } = useTranslation();
  const [full, setFull] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  if (full) {
    return (
      <Typography.Link href={`tel:${full}`} copyable={{ text: full }} data-testid="aunt-mobile">
        <PhoneOutlined /> {full}
      </Typography.Link>
    );
  }
  return (
    <Space size={4}>
      <Typography.Text data-testid="aunt-mobile">
        <PhoneOutlined /> {maskMobile(mobile)}
      </Typography.Text>
      <Tooltip title={allowed ? undefined : t('auntDetail.actions.noMobilePermission')}>
        <Button size="small" type="link" icon={<EyeOutlined />} disabled={!allowed} onClick={() => setAsking(true)}>
          {t('auntDetail.actions.revealMobile')}
        </Button>
      </Tooltip>
      {asking && (
        <AuntMobileRevealDialog
          auntId={auntId}
          onRevealed={(mobile) => {
            setFull(mobile);
            setAsking(false);
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </Space>
  );
}
