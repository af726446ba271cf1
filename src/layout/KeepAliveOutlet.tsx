/**
 * Keeps visited pages alive: each visited page stays mounted inside a hidden <Activity>, so
 * switching tabs keeps its filters, typed input and state; its window scroll is restored.
 * - pages whose route meta says noCache (Profile) or noTab (/redirect) remount every time;
 * - a page leaves the cache when its tab closes, when it is refreshed, or when more than
 *   MAX_ALIVE pages are alive (least recently used first);
 * - a hidden page sees its own last location, not the active one.
 */
import { Activity, useEffect, useRef, useState, type ReactElement } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import { useRouteMeta } from '@/app/routeMeta';
import { useTags } from '@/stores/tags';
import { PageErrorBoundary } from './PageErrorBoundary';

export const MAX_ALIVE = 12;

interface AlivePage {
  key: string;
  path: string;
  element: ReactElement;
  location: Location;
}

interface Inputs {
  activeKey: string;
  path: string;
  cacheable: boolean;
  outlet: ReactElement | null;
  location: Location;
  openPaths: ReadonlySet<string>;
  refreshed: Record<string, number>;
}

/** The next set of live pages: the active one first (most recently used), then the others. */
export function nextAlivePages(current: readonly AlivePage[], input: Inputs): AlivePage[] {
  const keyOf = (path: string) => `${path}#${input.refreshed[path] ?? 0}`;
  const others = current.filter((entry) => entry.key !== input.activeKey && input.openPaths.has(entry.path) && entry.key === keyOf(entry.path));
  const existing = current.find((entry) => entry.key === input.activeKey);
  const active = input.cacheable && input.outlet ? [existing ?? { key: input.activeKey, path: input.path, element: input.outlet, location: input.location }] : [];
  return [...active, ...others].slice(0, MAX_ALIVE);
}

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const meta = useRouteMeta();
  const views = useTags((state) => state.views);
  const refreshed = useTags((state) => state.refreshed);
  const path = location.pathname;
  const activeKey = `${path}#${refreshed[path] ?? 0}`;
  const cacheable = Boolean(outlet) && !meta?.noCache && !meta?.noTab;

  // Derived during render when the inputs that matter change (not in an effect).
  const signature = [activeKey, cacheable, views.map((view) => view.path).join(','), JSON.stringify(refreshed)].join('|');
  const [alive, setAlive] = useState<{ signature: string; pages: AlivePage[] }>({ signature: '', pages: [] });
  let pages = alive.pages;
  if (alive.signature !== signature) {
    pages = nextAlivePages(alive.pages, { activeKey, path, cacheable, outlet, location, openPaths: new Set(views.map((view) => view.path)), refreshed });
    setAlive({ signature, pages });
  }

  useScrollMemory(activeKey);

  const showsActive = pages.some((entry) => entry.key === activeKey);
  return (
    <>
      {pages.map((entry) => {
        const active = entry.key === activeKey;
        return (
          <Activity key={entry.key} mode={active ? 'visible' : 'hidden'}>
            <UNSAFE_LocationContext.Provider value={{ location: active ? location : entry.location, navigationType }}>
              <PageErrorBoundary resetKey={entry.key}>{active ? outlet : entry.element}</PageErrorBoundary>
            </UNSAFE_LocationContext.Provider>
          </Activity>
        );
      })}
      {!showsActive && <PageErrorBoundary resetKey={activeKey}>{outlet}</PageErrorBoundary>}
    </>
  );
}

/** Remembers the window scroll of each page and restores it when the page is shown again. */
function useScrollMemory(activeKey: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(activeKey);

  useEffect(() => {
    current.current = activeKey;
    window.scrollTo(0, positions.current.get(activeKey) ?? 0);
  }, [activeKey]);

  useEffect(() => {
    const remember = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
}
