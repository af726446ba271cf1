import { lazy, useCallback, useEffect, useState } from 'react';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/stores/settings';
import { useSession } from '@/stores/session';
import '@/i18n/dayjsLocale';
import { Sidebar } from './Sidebar';
import { Navbar } from './Navbar';
import { TagsView } from './TagsView';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { RouteProgress } from './RouteProgress';
import { useIsMobile } from './useIsMobile';
import { useVisitedViews } from './useVisitedViews';
import { MAIN_ID, focusMain, useHeadingFocus } from './pageFocus';
import { OpenedOnce } from '@/components/OpenedOnce';
import { useAppState } from '@/stores/app';
import { useMenuTheme } from '@/stores/theme';
import { startChatWhenIdle } from '@/pages/chat/joint/chatBoot';
import { afterSettled, useAfterSettled } from '@/app/afterSettled';
import styles from './MainLayout.module.css';
import '@/i18n/features';

export const SIDEBAR_WIDTH = 180;
const COLLAPSED_WIDTH = 54;
// Loaded on their first opening: not part of the first paint.
const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })));
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));
const MessagePanel = lazy(() => import('@/pages/chat/messages/MessagePanel'));
const ChatWindow = lazy(() => import('@/pages/chat/joint/ChatWindow'));
// Only a theme that names a hosted stylesheet loads the code that links it.
const ThemeStylesheet = lazy(() => import('./ThemeStylesheet').then((module) => ({ default: module.ThemeStylesheet })));
// The company's watermark (ours): its code and its setting call come once the first page has settled.
const Watermark = lazy(() => import('@/components/personal/Watermark'));

/** The protected layout: sidebar (a drawer under 992 px), top bar, optional tabs, pages kept alive, the message panel, the joint-hall chat window. */
export default function MainLayout() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const sidebarOpened = useSettings((state) => state.sidebarOpened);
  const setSidebarOpened = useSettings((state) => state.setSidebarOpened);
  const tagsView = useSettings((state) => state.tagsView);
  const fixedHeader = useSettings((state) => state.fixedHeader);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const messagePanelOpen = useSettings((state) => state.messagePanelOpen);
  const setMessagePanelOpen = useSettings((state) => state.setMessagePanelOpen);
  const userId = useSession((state) => state.user?.userId);
  useVisitedViews();
  useHeadingFocus();
  // The sidebar's unread dot, once per signed-in staff member (the panel asks again as it reads
  // and sends). Its code loads after the page: the dashboard's first load stays as it was.
  useEffect(() => {
    if (userId) void import('@/app/unreadMessages').then((module) => module.refreshUnreadMessages());
  }, [userId]);
  // The joint-hall chat (a lazy chunk with socket.io-client) starts once the page is idle; its
  // window is mounted while the chat exists, from its first opening.
  useEffect(() => (userId ? startChatWhenIdle() : undefined), [userId]);
  // Focus back to a dialog's opener when it closes (app/focusReturn) and the shortcuts' keys (app/shortcutKeys), installed once the page has settled.
  useEffect(() => {
    let remove: (() => void) | undefined;
    const cancel = afterSettled(() => {
      void import('@/app/focusReturn').then((module) => (remove = module.installKeys()));
      // The heading focus after a navigation (pageFocus): fetched now, so a menu pick waits for data only.
      void import('./headingFocus');
    });
    return () => {
      cancel();
      remove?.();
    };
  }, []);
  const settled = useAfterSettled();
  const chatStarted = useAppState((state) => state.chatStarted);
  const chatWindowOpen = useAppState((state) => state.chatWindowOpen);

  // Stable, so the memoised top bar does not render again with every render of the layout.
  const toggle = useCallback(() => (isMobile ? setDrawerOpen((open) => !open) : setSidebarOpened(!sidebarOpened)), [isMobile, sidebarOpened, setSidebarOpened]);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const hasThemeStylesheet = useMenuTheme((state) => state.themeStylesheet !== '');
  const siderWidth = isMobile ? 0 : sidebarOpened ? SIDEBAR_WIDTH : COLLAPSED_WIDTH;

  return (
    <Layout className={styles.root}>
      <a
        href={`#${MAIN_ID}`}
        className={styles.skip}
        onClick={(event) => {
          event.preventDefault();
          focusMain();
        }}
      >
        {t('layout.skipToMain')}
      </a>
      <RouteProgress />
      <OpenedOnce open={hasThemeStylesheet}>
        <ThemeStylesheet />
      </OpenedOnce>
      {isMobile ? (
        <OpenedOnce open={drawerOpen}>
          <MobileMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDEBAR_WIDTH} />
        </OpenedOnce>
      ) : (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          collapsedWidth={COLLAPSED_WIDTH}
          collapsed={!sidebarOpened}
          trigger={null}
          className={styles.sider}
          aria-label={t('layout.menu')}
        >
          <Sidebar collapsed={!sidebarOpened} />
        </Layout.Sider>
      )}
      <Layout style={{ marginInlineStart: siderWidth }} className={styles.main}>
        <header className={fixedHeader ? styles.fixedHeader : styles.header}>
          <Navbar sidebarOpened={isMobile ? drawerOpen : sidebarOpened} onToggleSidebar={toggle} onOpenSettings={openSettings} />
          {tagsView && <TagsView />}
        </header>
        <Layout.Content id={MAIN_ID} tabIndex={-1} className={styles.content}>
          <KeepAliveOutlet />
          {/* Mounted once settled; a chunk that fails to load leaves the page as it is (OpenedOnce). */}
          <OpenedOnce open={settled && userId !== undefined}>
            <Watermark />
          </OpenedOnce>
        </Layout.Content>
      </Layout>
      <OpenedOnce open={messagePanelOpen}>
        <MessagePanel open={messagePanelOpen} onClose={() => setMessagePanelOpen(false)} />
      </OpenedOnce>
      {chatStarted && (
        <OpenedOnce open={chatWindowOpen}>
          <ChatWindow />
        </OpenedOnce>
      )}
      <OpenedOnce open={settingsOpen}>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </OpenedOnce>
    </Layout>
  );
}
