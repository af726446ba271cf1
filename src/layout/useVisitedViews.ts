import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteMeta } from '@/app/routeMeta';
import { useTags } from '@/stores/tags';

/** Records every page the user opens as a visited view (tab); /redirect and 404s are not tabs. */
export function useVisitedViews(): void {
  const location = useLocation();
  const meta = useRouteMeta();
  useEffect(() => {
    if (!meta || meta.noTab || meta.title === 'route.page404') return;
    useTags.getState().visit({
      path: location.pathname,
      fullPath: location.pathname + location.search,
      title: meta.title,
      fallbackTitle: meta.fallbackTitle,
      ...(meta.labels ? { labels: meta.labels } : {}),
      affix: Boolean(meta.affix),
    });
  }, [location.pathname, location.search, meta]);
}
