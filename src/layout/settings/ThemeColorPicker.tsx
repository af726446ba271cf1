import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS, useSettings } from '@/stores/settings';
import { setTheme } from '@/api/user';
import styles from './ThemeColorPicker.module.css';

/**
 * The eight preset theme colours. Choosing one applies it at once (antd tokens), keeps it
 * locally and saves it to the server (/user/setTheme); used by the settings drawer and Profile.
 */
export function ThemeColorPicker() {
  const { t } = useTranslation();
  const primaryColor = useSettings((state) => state.primaryColor);
  const setPrimaryColor = useSettings((state) => state.setPrimaryColor);

  function choose(color: string) {
    if (color === primaryColor) return;
    const previous = primaryColor;
    setPrimaryColor(color);
    // On failure the request layer shows why; the colour goes back to what the server has.
    setTheme({ primaryColor: color }).catch(() => setPrimaryColor(previous));
  }

  return (
    <div className={styles.swatches} role="radiogroup" aria-label={t('settings.themeColor')}>
      {THEME_PRESETS.map((color) => (
        <Tooltip key={color} title={color}>
          <button
            type="button"
            role="radio"
            aria-checked={color.toLowerCase() === primaryColor.toLowerCase()}
            aria-label={color}
            className={styles.swatch}
            style={{ background: color }}
            onClick={() => choose(color)}
          >
            {color.toLowerCase() === primaryColor.toLowerCase() && <CheckOutlined />}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
