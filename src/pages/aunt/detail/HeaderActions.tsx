import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import { CopyOutlined, EditOutlined, HeartFilled, HeartOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { favAunt, unfavAunt, type Aunt } from '@/api/aunt';
import { HallShareButton } from './HallShareButton';
import { ResumeLinkButton } from './ResumeLinkButton';
import type { AuntAbilities } from './permissions';
import { pageLink } from '@/app/pageLinks';

interface HeaderActionsProps {
  aunt: Aunt;
  abilities: AuntAbilities;
  onChanged: (change: Partial<Aunt>) => void;
}

/** Edit, copy, favourite, share to the joint hall (or take her off), insure her (the insurance orders' create form) and open the public resume in a new tab; each offered as the server allows it. */
export function HeaderActions({ aunt, abilities, onChanged }: HeaderActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [favBusy, setFavBusy] = useState(false);
  const faved = aunt.isFav === 1;

  async function toggleFav() {
    setFavBusy(true);
    try {
      if (faved) await unfavAunt({ auntId: aunt.auntId });
      else await favAunt({ auntId: aunt.auntId });
      onChanged({ isFav: faved ? 0 : 1 });
      message.success(t(faved ? 'auntDetail.actions.unfaved' : 'auntDetail.actions.faved'));
    } catch {
      // Shown by the request layer.
    } finally {
      setFavBusy(false);
    }
  }

  return (
    <Space wrap>
      <Tooltip title={abilities.edit ? undefined : t('auntDetail.actions.noEditPermission')}>
        <Button type="primary" icon={<EditOutlined />} disabled={!abilities.edit} onClick={() => navigate(pageLink.auntEdit(aunt.auntId))}>
          {t('auntDetail.actions.edit')}
        </Button>
      </Tooltip>
      <Button icon={<CopyOutlined />} disabled={!abilities.copy} onClick={() => navigate(pageLink.auntAdd(aunt.auntId))}>
        {t('auntDetail.actions.copy')}
      </Button>
      <Button
        icon={faved ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
        loading={favBusy}
        disabled={!abilities.copy}
        aria-pressed={faved}
        onClick={() => void toggleFav()}
      >
        {t(faved ? 'auntDetail.actions.unfav' : 'auntDetail.actions.fav')}
      </Button>
      {abilities.share && <HallShareButton aunt={aunt} onChanged={onChanged} />}
      {abilities.insure && (
        <Button icon={<SafetyCertificateOutlined />} onClick={() => navigate(`/insurance/orders?create=1&auntId=${aunt.auntId}`)}>
          {t('auntDetail.actions.insure')}
        </Button>
      )}
      <ResumeLinkButton auntId={aunt.auntId} />
    </Space>
  );
}
