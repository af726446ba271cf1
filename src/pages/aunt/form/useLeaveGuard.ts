import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation to another path opens a
 * confirm (react-router's blocker), closing or reloading the tab gets the browser's prompt.
 * `isDirty` is read at the moment of leaving, so a save that just succeeded is never blocked.
 */
export function useLeaveGuard(isDirty: () => boolean): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('auntForm.leave.title'),
      content: t('auntForm.leave.content'),
      okText: t('auntForm.leave.ok'),
      cancelText: t('auntForm.leave.cancel'),
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, t]);

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
