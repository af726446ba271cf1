import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { useSettings } from '@/stores/settings';
import { FeedbackBridge } from './FeedbackBridge';
import { antdLocaleFor } from './antdLocale';

/**
 * Theme (colour, dark mode, component size), locale (antd, i18next) and the feedback bridge,
 * around the whole app and every test. A change of any of them applies at once.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // i18next's language, not the setting: it changes once the language pack has loaded.
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const primaryColor = useSettings((state) => state.primaryColor);
  const darkMode = useSettings((state) => state.darkMode);
  const componentSize = useSettings((state) => state.componentSize);

  return (
    <ConfigProvider
      locale={antdLocaleFor(instance.language)}
      componentSize={componentSize}
      theme={{ token: { colorPrimary: primaryColor, colorLink: primaryColor }, algorithm: darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm }}
    >
      <AntApp>
        <FeedbackBridge />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </AntApp>
    </ConfigProvider>
  );
}
