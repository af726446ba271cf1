import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { titleText } from '@/auth/menuTitle';
import { useRouteMeta } from './routeMeta';
import { useBootLoginGone } from './bootLogin';

/**
 * The pathless root's element: sets the browser title to "<page title> - <app title>" (the app
 * title alone when the page's title text is not loaded or not known), in the interface language.
 */
export function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  useBootLoginGone();
  useEffect(() => {
    const app = t('app.title');
    const page = meta ? titleText(i18n.exists(meta.title) ? t(meta.title) : null, meta.labels, i18n.language, meta.fallbackTitle ?? '') : '';
    document.title = page ? `${page} - ${app}` : app;
  }, [meta, t, i18n, i18n.language]);
  return <Outlet />;
}
