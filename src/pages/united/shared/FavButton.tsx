/** The favourite toggle of a hall record: 关注 / 取消关注, pressed while it is a favourite. */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Flag } from '@/api/shared';

export function FavButton({ isFav, pending, onClick }: { isFav: Flag; pending: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" icon={isFav ? <StarFilled /> : <StarOutlined />} aria-pressed={isFav === 1} loading={pending} onClick={onClick}>
      {t(isFav ? 'united.fav.remove' : 'united.fav.add')}
    </Button>
  );
}
