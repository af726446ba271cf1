import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router-dom';

export interface LeaveGuardTexts {
  title: string;
  content: string;
  /** Leave (the changes are lost). */
  ok: string;
  /** Stay on the page. */
  cancel: string;
}

/**
 * Asks before leaving a page with unsaved changes: in-app navigation to another path opens a
 * confirm (react-router's blocker), closing or reloading the tab gets the browser's prompt.
 * `isDirty` is read at the moment of leaving, so a save that just succeeded is never blocked.
 *
 * @example
 *   useLeaveGuard(() => draft !== saved, { title: t('x.leave.title'), content: …, ok: …, cancel: … });
 */
export function useLeaveGuard(isDirty: () => boolean, texts: LeaveGuardTexts): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);
  const asking = useRef(false);
  const latestTexts = useRef(texts);
  useEffect(() => {
    latestTexts.current = texts;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const { title, content, ok, cancel } = latestTexts.current;
    modal.confirm({
      title,
      content,
      okText: ok,
      cancelText: cancel,
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
