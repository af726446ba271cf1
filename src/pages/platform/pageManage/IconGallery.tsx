/**
 * The icon gallery of the page form: "no icon" and every icon the sidebar can draw
 * (domain/menuIconNames), one choice at a time, each named by its icon name (tooltip and
 * accessible name). A form control: value / onChange.
 */
import { Radio, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES } from '@/domain/menuIconNames';
import { MenuIcon } from '@/layout/menuIcons';
import styles from './PageManage.module.css';

interface IconGalleryProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

export function IconGallery({ value = '', onChange, id }: IconGalleryProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group id={id} className={styles.gallery} optionType="button" value={value} onChange={(event) => onChange?.(String(event.target.value))}>
      <Radio.Button value="" className={styles.noIcon}>
        {t('pageManage.form.noIcon')}
      </Radio.Button>
      {MENU_ICON_NAMES.map((name) => (
        <Tooltip key={name} title={name}>
          <Radio.Button value={name} className={styles.icon}>
            <span role="img" aria-label={name}>
              <MenuIcon name={name} />
            </span>
          </Radio.Button>
        </Tooltip>
      ))}
    </Radio.Group>
  );
}
