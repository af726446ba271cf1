import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import {
  BellOutlined,
  EnvironmentOutlined,
  NotificationOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ProfileOutlined,
  SearchOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteMeta } from '@/app/routeMeta';
import { useDataRouter, useRouterNavigate } from '@/app/useRouterNavigate';
import { loginPathFor } from '@/auth/redirect';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { OpenedOnce } from '@/components/OpenedOnce';
import { ShortcutTip } from '@/components/shortcuts';
import { UserAvatar } from '@/components/UserAvatar';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useAppState } from '@/stores/app';
import { toggleChatWindow } from '@/pages/chat/joint/chatBoot';
import { Breadcrumb } from './Breadcrumb';
import { refreshNoticeCount } from './notices/noticeCount';
import styles from './Navbar.module.css';

// Loaded on the first opening: its dialog, tabs and search box are not part of the first paint.
const CityPicker = lazy(() => import('./CityPicker').then((module) => ({ default: module.CityPicker })));
// The notification centre's popover and list: asked on the button's first hover, focus or click.
const loadNoticePopover = () => import('./notices/NoticePopover');
const NoticePopover = lazy(loadNoticePopover);
const SearchDialog = lazy(() => import('./search/SearchDialog'));

/** Route names that switch on the joint-hall view (first document, section 2). */
export const JOINT_HALL_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'United',
  'UnitedAuntHall',
  'UnitedJobHall',
  'UnitedOwner',
  'UnitedAuntDetail',
  'UnitedJobDetail',
  'unitedAunt',
  'unitedJob',
  'unitedSuccess',
]);

interface NavbarProps {
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
}

/**
 * The top bar. Memoised, and the parts that follow a store or the route are their own components
 * (the chat bell, the city switch): a chat status change, or a navigation starting, renders
 * those and not the whole bar (issue 11).
 */
export const Navbar = memo(function Navbar({ sidebarOpened, onToggleSidebar, onOpenSettings }: NavbarProps) {
  const { t } = useTranslation();
  const navigate = useRouterNavigate();
  // Read at logout, not subscribed to: the bar does not render again on every page change.
  const router = useDataRouter();
  const user = useSession((state) => state.user);
  const pages = useSession((state) => state.pages);
  const logout = useSession((state) => state.logout);
  const showSettings = useSettings((state) => state.showSettings);
  const hasPage = (name: string) => pages.some((page) => page.pageName === name);

  async function exit() {
    const { pathname, search } = router.state.location;
    await logout();
    navigate(loginPathFor(pathname + search), { replace: true });
  }

  const userMenu = {
    items: [
      { key: 'profile', label: <Link to="/profile/index">{t('layout.personalSettings')}</Link> },
      { key: 'vip', label: <Link to="/sys/solution">{t('layout.vip')}</Link> },
      { key: 'diagnostics', label: <Link to="/diagnostics">{t('layout.diagnostics')}</Link> },
      { key: 'home', label: <Link to="/">{t('layout.backHome')}</Link> },
      { type: 'divider' as const },
      { key: 'exit', label: t('layout.logout'), onClick: exit },
    ],
  };

  return (
    <div className={styles.navbar} data-theme-part="navbar">
      <Button
        type="text"
        icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
        aria-label={t('layout.toggleSidebar')}
        aria-expanded={sidebarOpened}
      />
      <div className={styles.breadcrumb}>
        <Breadcrumb />
      </div>
      <Space size="middle" className={styles.actions}>
        <CitySwitch />
        {hasPage('UnitedAuntHall') && (
          <Link to="/united/aunt-hall" className={styles.desktopOnly}>
            {t('layout.auntHall')}
          </Link>
        )}
        {hasPage('UnitedOwner') && (
          <Link to="/united/owner" className={styles.desktopOnly}>
            {t('layout.myJointOrders')}
          </Link>
        )}
        <NoticeButton />
        <SearchButton />
        <ChatBell />
        <span className={styles.desktopOnly}>
          <LanguageSwitch />
        </span>
        {showSettings && <Button type="text" icon={<SettingOutlined />} onClick={onOpenSettings} aria-label={t('settings.title')} />}
        <Dropdown menu={userMenu} trigger={['click']} placement="bottomRight">
          <button type="button" className={styles.user} aria-label={t('layout.userMenu')}>
            <UserAvatar size="small" src={user?.avatarUrl} alt="" data-testid="navbar-avatar" />
            <span data-testid="current-user" className={styles.userName}>
              {user?.contact}
            </span>
          </button>
        </Dropdown>
      </Space>
    </div>
  );
});

/** The search from anywhere: its button (Ctrl/⌘+K does the same, app/shortcutKeys) and its dialog, loaded on the first opening. */
function SearchButton() {
  const { t } = useTranslation();
  const open = useAppState((state) => state.searchOpen);
  const setOpen = useAppState((state) => state.setSearchOpen);
  return (
    <>
      <ShortcutTip shortcut="find" label={t('layout.search')}>
        <Button type="text" icon={<SearchOutlined />} onClick={() => setOpen(true)} aria-label={t('layout.search')} data-testid="global-search" />
      </ShortcutTip>
      <OpenedOnce open={open}>
        <SearchDialog open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
}

/** In the joint hall: the city whose records it shows, and the picker to change it. */
function CitySwitch() {
  const { t } = useTranslation();
  const region = useSettings((state) => state.region);
  const [open, setOpen] = useState(false);
  const routeName = useRouteMeta()?.name;
  if (routeName === undefined || !JOINT_HALL_ROUTE_NAMES.has(routeName)) return null;
  return (
    <>
      <Button icon={<EnvironmentOutlined />} onClick={() => setOpen(true)} aria-label={t('layout.switchCity')}>
        {region.region_name}
      </Button>
      <OpenedOnce open={open}>
        <CityPicker open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
}

/**
 * The bell and its numbers, each labelled with what it counts: the joint-hall chat's unread
 * messages (the bell opens the chat window) and, beside it while any wait, the mini-program's
 * service requests pending with the user (opens them). Never one sum of the two.
 */
function ChatBell() {
  const { t } = useTranslation();
  const unreadJointChat = useAppState((state) => state.unreadJointChat);
  const pendingRequests = useAppState((state) => state.pendingRequests);
  const chatWindowOpen = useAppState((state) => state.chatWindowOpen);
  const chatStatus = useAppState((state) => state.chatStatus);
  const chatLabel = unreadJointChat > 0 ? t('layout.chatUnread', { count: unreadJointChat }) : t('layout.chatNoUnread');
  const requestsLabel = t('layout.requestsWaiting', { count: pendingRequests });
  return (
    <span className={styles.bellGroup}>
      <Tooltip title={chatLabel}>
        <button
          type="button"
          className={styles.bellButton}
          aria-label={chatLabel}
          aria-expanded={chatWindowOpen}
          data-testid="chat-bell"
          data-connection={chatStatus.connection}
          data-unread={chatStatus.countsLoaded ? unreadJointChat : undefined}
          data-requests={pendingRequests}
          onClick={toggleChatWindow}
        >
          <BellOutlined className={styles.bell} aria-hidden />
          <span className={styles.desktopOnly}>{t('layout.chatShort')}</span>
          {unreadJointChat > 0 && (
            <span className={styles.count} data-testid="chat-unread-count">
              {unreadJointChat}
            </span>
          )}
        </button>
      </Tooltip>
      {pendingRequests > 0 && (
        <Tooltip title={requestsLabel}>
          <button type="button" className={styles.bellButton} aria-label={requestsLabel} data-testid="pending-requests" onClick={openPendingRequests}>
            <ProfileOutlined className={styles.bell} aria-hidden />
            <span className={styles.desktopOnly}>{t('layout.requestsShort')}</span>
            <span className={styles.count}>{pendingRequests}</span>
          </button>
        </Tooltip>
      )}
    </span>
  );
}

/**
 * The notification centre (issue 39): the unread count (asked as the bar mounts, pushed over the
 * chat socket) and, on a click, its panel in a popover (lazy). A server without the calls: the
 * count stays unset and the panel says the feature is unavailable.
 */
function NoticeButton() {
  const { t } = useTranslation();
  const unread = useAppState((state) => state.unreadNotices);
  const [open, setOpen] = useState(false);
  // The popover's code is asked for on the first click; until it arrives the button stands alone.
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void refreshNoticeCount();
  }, []);
  const label = unread ? t('layout.noticesUnread', { count: unread }) : t('layout.noticesNoUnread');
  const preload = () => void loadNoticePopover();
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={styles.bellButton}
      aria-label={label}
      aria-expanded={open}
      aria-haspopup="dialog"
      data-testid="notice-bell"
      data-unread={unread ?? undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={
        wanted
          ? undefined
          : () => {
              setWanted(true);
              setOpen(true);
            }
      }
    >
      <NotificationOutlined className={styles.bell} aria-hidden />
      <span className={styles.desktopOnly}>{t('layout.noticesShort')}</span>
      {unread ? (
        <span className={styles.count} data-testid="notice-unread-count">
          {unread}
        </span>
      ) : null}
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <NoticePopover open={open} onOpenChange={setOpen} trigger={buttonRef}>
        {button}
      </NoticePopover>
    </Suspense>
  );
}

/** The requests' module is loaded already: it is what counted them. */
function openPendingRequests() {
  void import('@/pages/companyApp/orders/requestBell').then((module) => module.openMyPendingRequests());
}
