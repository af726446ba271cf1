/**
 * The aunt list page of the six routes /aunt/all, /aunt/verify, /aunt/copy, /aunt/public,
 * /aunt/owner and /aunt/share (component 'aunt/list'): the scope is the path's last segment and
 * is sent as `scope`. Each scope is its own kept-alive tab; a change of scope in place (a
 * router without keep-alive) mounts a fresh list.
 */
import { useLocation } from 'react-router-dom';
import { prefetchList } from '@/hooks/useTable';
import { AuntListView } from './AuntListView';
import { auntList } from './listData';
import { scopeOfPath } from './scope';
import '@/i18n/texts/auntList';

/** The route loader's start of the scope's first page. */
export const prefetch = (pathname: string) => prefetchList(auntList(scopeOfPath(pathname)));

export default function AuntListPage() {
  const { pathname } = useLocation();
  const scope = scopeOfPath(pathname);
  return <AuntListView key={scope} scope={scope} />;
}
