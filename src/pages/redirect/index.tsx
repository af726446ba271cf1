import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

/** /redirect/:path* re-enters a route (used by the tabs' Refresh) by replacing the history entry. */
export default function RedirectPage() {
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  useEffect(() => {
    const query = search.toString();
    navigate(`/${params['*'] ?? ''}${query ? `?${query}` : ''}`, { replace: true });
  }, [navigate, params, search]);
  return null;
}
