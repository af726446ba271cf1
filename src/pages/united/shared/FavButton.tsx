/** The favourite toggle of a hall record: 关注 / 取消关注, pressed while it is a favourite. */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnitedAunt, UnitedJob } from '@/api/united.types';
import type { Flag } from '@/api/shared';

/**
 * Whether a hall record offers the toggle: never our own agency's record (the server refuses to
 * favourite it), unless it somehow is a favourite already, which can still be removed.
 */
export function offersFavourite(record: Pick<UnitedAunt | UnitedJob, 'isOwn' | 'companyId' | 'isFav'>, companyId: number): boolean {
  return record.isFav === 1 || (record.isOwn !== 1 && record.companyId !== companyId);
}

export function FavButton({ isFav, pending, onClick }: { isFav: Flag; pending: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" icon={isFav ? <StarFilled /> : <StarOutlined />} aria-pressed={isFav === 1} loading={pending} onClick={onClick}>
      {t(isFav ? 'united.fav.remove' : 'united.fav.add')}
    </Button>
  );
}
