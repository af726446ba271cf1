import { CheckOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setTheme } from '@/api/user';
import { THEME_PRESETS } from '@/domain/colour';
import { sameTheme, sysThemeOf, themeOf, type AppTheme } from '@/domain/theme';
import { sysQueries } from '@/api/sys.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { applyTheme, useCurrentTheme } from '@/stores/theme';
import styles from './ThemeColorPicker.module.css';

interface Preset {
  theme: AppTheme;
  name: string;
}

const LOCAL_PRESETS: Preset[] = THEME_PRESETS.map((primaryColor) => ({ theme: { primaryColor, menu: {}, stylesheet: '' }, name: '' }));

/** The server's presets (/sys/getThemes); while they load, or when the call fails or answers none, the spec's eight colours. */
function usePresets(): Preset[] {
  const { data } = useQueryData(sysQueries.themes());
  return useMemo(() => {
    const presets = (data ?? []).flatMap((preset) => {
      const theme = themeOf(preset);
      return theme ? [{ theme, name: typeof preset.name === 'string' ? preset.name : '' }] : [];
    });
    return presets.length > 0 ? presets : LOCAL_PRESETS;
  }, [data]);
}

/** A theme with menu colours shows them in its swatch's lower-left half. */
function swatchBackground({ primaryColor, menu }: AppTheme): string {
  return menu.menuBg ? `linear-gradient(135deg, ${primaryColor} 0 50%, ${menu.menuBg} 50% 100%)` : primaryColor;
}

/**
 * The theme presets: the server's (colour, menu colours, maybe a hosted stylesheet), or the
 * spec's eight colours. Choosing one applies it at once (antd tokens, the sidebar's menu), keeps
 * it locally and saves it to the server (/user/setTheme, reverted if that fails); used by the
 * settings drawer and Profile.
 */
export function ThemeColorPicker() {
  const { t } = useTranslation();
  const presets = usePresets();
  const current = useCurrentTheme();

  function choose(theme: AppTheme) {
    if (sameTheme(theme, current)) return;
    const previous = current;
    applyTheme(theme);
    // On failure the request layer shows why; the theme goes back to what the server has.
    setTheme(sysThemeOf(theme)).catch(() => applyTheme(previous));
  }

  return (
    <div className={styles.swatches} role="radiogroup" aria-label={t('settings.themeColor')}>
      {presets.map(({ theme, name }) => {
        const label = name ? `${name} ${theme.primaryColor}` : theme.primaryColor;
        const checked = theme.primaryColor.toLowerCase() === current.primaryColor.toLowerCase();
        return (
          <Tooltip key={`${theme.primaryColor}${theme.menu.menuBg ?? ''}`} title={label}>
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={label}
              className={styles.swatch}
              style={{ background: swatchBackground(theme) }}
              onClick={() => choose(theme)}
            >
              {checked && <CheckOutlined />}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
