import { useState } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { EyeOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getAuntMobile } from '@/api/aunt';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { maskMobile } from '@/components/aunt';

interface MobileRevealProps {
  auntId: number;
  /** As the record has it (full or masked); shown masked either way. */
  mobile: string;
  allowed: boolean;
}

/**
 * The mobile, masked until "show" is pressed: the number comes from getAuntMobile, so the
 * server records who looked (its log), and only for users who may see it. Asked like a one-click
 * write (useConfirmedMutation), as the list's MobileCell is.
 */
export function MobileReveal({ auntId, mobile, allowed }: MobileRevealProps) {
  const { t } = useTranslation();
  const [full, setFull] = useState<string | null>(null);
  const mutation = useConfirmedMutation();

  // One request at a time; a refusal is toasted and the number stays masked.
  const reveal = () => void mutation.run({ key: auntId, mutate: (request) => getAuntMobile({ auntId }, request), onDone: (answer) => setFull(answer.mobile) });

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
        <Button size="small" type="link" icon={<EyeOutlined />} loading={mutation.isBusy(auntId)} disabled={!allowed} onClick={reveal}>
          {t('auntDetail.actions.revealMobile')}
        </Button>
      </Tooltip>
    </Space>
  );
}
