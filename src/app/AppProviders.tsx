import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import { useSettings } from '@/stores/settings';
import { FeedbackBridge } from './FeedbackBridge';

export const DEFAULT_PRIMARY_COLOR = '#F1A83C';

/** Theme, locale (antd, dayjs, i18next) and the feedback bridge, around the whole app and every test. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useSettings((state) => state.language);

  useEffect(() => {
    document.title = i18n.t('app.title');
  }, [language]);

  return (
    <ConfigProvider locale={language === 'zh' ? zhCN : enUS} theme={{ token: { colorPrimary: DEFAULT_PRIMARY_COLOR } }}>
      <AntApp>
        <FeedbackBridge />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </AntApp>
    </ConfigProvider>
  );
}
