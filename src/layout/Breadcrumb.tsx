import { Breadcrumb as AntBreadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { useRouteMeta } from '@/app/routeMeta';
import { useTitle } from './useTitle';

/** Breadcrumb rooted at /dashboard: home, the page's menu ancestors, the page. */
export function Breadcrumb() {
  const title = useTitle();
  const meta = useRouteMeta();
  const items = [{ key: 'home', title: <Link to="/dashboard">{title('route.dashboard')}</Link> }];
  if (meta && meta.title !== 'route.dashboard') {
    for (const crumb of meta.breadcrumb ?? [])
      items.push({ key: crumb.path, title: <Link to={crumb.path}>{title(crumb.title, crumb.fallbackTitle, crumb.labels)}</Link> });
    items.push({ key: 'current', title: <span>{title(meta.title, meta.fallbackTitle, meta.labels)}</span> });
  }
  return <AntBreadcrumb items={items} />;
}
