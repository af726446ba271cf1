import { Component, Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog or drawer from its first opening on, so its code is not part of
 * the page's first load. It stays mounted afterwards (it closes with its animation and keeps its
 * state). If its chunk cannot load, nothing opens and the page carries on.
 *
 * @example
 *   const SettingsDrawer = lazy(() => import('./SettingsDrawer'));
 *   <OpenedOnce open={open}><SettingsDrawer open={open} onClose={close} /></OpenedOnce>
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error('A dialog did not load', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
