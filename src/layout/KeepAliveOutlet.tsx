/**
 * Pages of the tabs: the last LIVE_PAGES pages stay mounted (the hidden ones in React <Activity>),
 * and every tab's state lives in its page memory (hooks/pageMemory), so a page that left the live
 * set comes back as the person left it: filters as typed and applied, page, sort, selection,
 * the rows shown, form drafts and the window's scroll.
 * - pages whose route meta says noCache (Profile) or noTab (/redirect) remount every time;
 * - a page and its memory go when its tab closes or is refreshed (a Refresh starts afresh);
 * - beyond LIVE_PAGES mounted pages, the least recently used one is unmounted (its memory stays);
 * - a hidden page sees its own last location, not the active one.
 */
import { Activity, memo, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactElement } from 'react';
import { useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import { useRouteMeta } from '@/app/routeMeta';
import { DataRouterContext, LocationContext } from '@/patches/routerInternals';
import { PageMemoryContext, allPageMemories, forgetPageMemories, pageMemoryFor } from '@/hooks/pageMemory';
import { useTags } from '@/stores/tags';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * How many pages stay mounted, the shown one included: one. Measured in Chromium (issue 11,
 * docs/DECISIONS.md), heap after GC with twelve tabs open vs the dashboard alone (9 MB): 25 MB
 * with one page mounted whatever the tabs' order; with two or three, 31-39 MB when the last
 * tabs are aunt lists (a mounted 20-row aunt list holds about 7 MB of fibers, hooks and DOM),
 * over the 3x bound. A page memory holds kilobytes, and a page mounted again from it costs about
 * as much main-thread time as showing a hidden one (React re-runs a shown page's effects either
 * way). Raise this only when a hidden list costs well under 1 MB.
 */
export const LIVE_PAGES = 1;

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
  const active =
    input.cacheable && input.outlet ? [existing ?? { key: input.activeKey, path: input.path, element: input.outlet, location: input.location }] : [];
  // While a page that is not kept shows (/redirect, Profile), the last kept one stays mounted:
  // a Refresh mounts the refreshed page before its detour through /redirect, and finds it there.
  return [...active, ...others].slice(0, LIVE_PAGES);
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

  const openKeys = views.map((view) => `${view.path}#${refreshed[view.path] ?? 0}`).join(',');
  // Which page is shown, before the passive cleanups of this commit (pageMemory's release rule).
  useLayoutEffect(() => {
    for (const [key, memory] of allPageMemories()) memory.shown = key === activeKey;
  }, [activeKey]);
  // Closed and refreshed tabs forget their state.
  useEffect(() => {
    const keep = new Set([activeKey, ...openKeys.split(',')]);
    forgetPageMemories((key) => keep.has(key));
  }, [activeKey, openKeys]);
  useScrollMemory(activeKey, path);

  const showsActive = pages.some((entry) => entry.key === activeKey);
  return (
    <>
      {pages.map((entry) => (
        <AlivePageSlot
          key={entry.key}
          entry={entry}
          active={entry.key === activeKey}
          location={entry.key === activeKey ? location : entry.location}
          navigationType={navigationType}
        />
      ))}
      {!showsActive && <PageErrorBoundary resetKey={activeKey}>{outlet}</PageErrorBoundary>}
    </>
  );
}

/**
 * One live page, shown or hidden. It renders the route element captured when the page first
 * showed (the same path has the same route and params; its location comes through the context),
 * and it is memoised: a render of the outlet (a navigation starting, a tab added) does not render
 * the shown page again, which it did on every router update (issue 11: the aunt list's frame
 * rendered twice as it opened).
 */
const AlivePageSlot = memo(function AlivePageSlot({
  entry,
  active,
  location,
  navigationType,
}: {
  entry: AlivePage;
  active: boolean;
  location: Location;
  navigationType: NavigationType;
}) {
  const locationContext = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <PageMemoryContext.Provider value={pageMemoryFor(entry.key)}>
        <LocationContext.Provider value={locationContext}>
          <PageErrorBoundary resetKey={entry.key}>{entry.element}</PageErrorBoundary>
        </LocationContext.Provider>
      </PageMemoryContext.Provider>
    </Activity>
  );
});

const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Remembers the window scroll of each page (in its memory) and restores it when the page is
 * shown again. A page mounted again from its memory may still be filling in (a record being
 * fetched): the scroll follows its growth until the place is reached or the person scrolls.
 */
function useScrollMemory(activeKey: string, path: string): void {
  const router = useContext(DataRouterContext)?.router;
  useEffect(() => {
    const memory = pageMemoryFor(activeKey);
    const target = memory.scrollY;
    const reached = () => Math.abs(window.scrollY - target) <= 1;
    let following: ResizeObserver | null = null;
    const stopFollowing = () => {
      following?.disconnect();
      following = null;
      for (const type of USER_SCROLLS) window.removeEventListener(type, stopFollowing);
    };
    window.scrollTo(0, target);
    // Scrolling to the top needs no layout (Chromium clamps nothing there) and is always reached;
    // asking where the window is would lay the new page out inside this effect, in the same long
    // task as the page's commit (issue 11: /dashboard's blocking time on a slow CPU).
    if (target > 0 && !reached()) {
      following = new ResizeObserver(() => {
        window.scrollTo(0, target);
        if (reached()) stopFollowing();
      });
      following.observe(document.body);
      for (const type of USER_SCROLLS) window.addEventListener(type, stopFollowing, { passive: true });
    }
    // While following, the scroll events are ours (clamped positions), not the person's. Events
    // once the router is elsewhere are the navigation's (App scrolls to the top as it starts,
    // before this page is hidden; the browser clamps to the next page's height): not this page's.
    const remember = () => {
      if (!following && memory.shown && (router?.state.location.pathname ?? path) === path) memory.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      stopFollowing();
      window.removeEventListener('scroll', remember);
    };
  }, [activeKey, path, router]);
}
