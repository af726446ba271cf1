import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

/**
 * /redirect/:path* re-enters a route (used by the tabs' Refresh) by replacing the history entry.
 * It navigates once per target: the page renders again while that navigation loads (the router's
 * state changes, with new params objects), and navigating again then would cancel the navigation
 * under way and start it over, for ever, whenever the target's loaders take a moment.
 */
export default function RedirectPage() {
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const query = search.toString();
  const target = `/${params['*'] ?? ''}${query ? `?${query}` : ''}`;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === target) return;
    sent.current = target;
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
