import { Divider, Drawer, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useSettings, type ComponentSize } from '@/stores/settings';
import { ThemeColorPicker } from './settings/ThemeColorPicker';
import styles from './SettingsDrawer.module.css';

type SwitchName = 'darkMode' | 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const SWITCHES: SwitchName[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'darkMode'];

/** Layout settings: theme colour, tabs bar, fixed header, sidebar logo, dark mode, size, language. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const sizes: { label: string; value: ComponentSize }[] = [
    { label: t('settings.sizeSmall'), value: 'small' },
    { label: t('settings.sizeMiddle'), value: 'middle' },
    { label: t('settings.sizeLarge'), value: 'large' },
  ];
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300}>
      <h4 className={styles.heading}>{t('settings.themeColor')}</h4>
      <ThemeColorPicker />
      <Divider />
      {SWITCHES.map((name) => (
        <label key={name} className={styles.row}>
          <span>{t(`settings.${name}`)}</span>
          <Switch checked={settings[name]} onChange={(value) => settings.setSwitch(name, value)} />
        </label>
      ))}
      <Divider />
      <div className={styles.row}>
        <span>{t('settings.componentSize')}</span>
        <Segmented size="small" options={sizes} value={settings.componentSize} onChange={(value) => settings.setComponentSize(value)} />
      </div>
      <div className={styles.row}>
        <span>{t('settings.language')}</span>
        <LanguageSwitch />
      </div>
    </Drawer>
  );
}
