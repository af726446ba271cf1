/**
 * The aunt list page of the six routes /aunt/all, /aunt/verify, /aunt/copy, /aunt/public,
 * /aunt/owner and /aunt/share (component 'aunt/list'): the scope is the path's last segment and
 * is sent as `scope`. Each scope is its own kept-alive tab; a change of scope in place (a
 * router without keep-alive) mounts a fresh list.
 */
import { useLocation } from 'react-router-dom';
import { AuntListView } from './AuntListView';
import { scopeOfPath } from './scope';
import '@/i18n/texts/auntList';

export default function AuntListPage() {
  const { pathname } = useLocation();
  const scope = scopeOfPath(pathname);
  return <AuntListView key={scope} scope={scope} />;
}
