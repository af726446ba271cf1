import { memo, startTransition, useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Badge, ConfigProvider, Menu, Tooltip, type MenuProps } from 'antd';
import { CustomerServiceOutlined, FileTextOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { containerTarget, flattenMenu, visibleMenu, type MenuNode } from '@/auth/menu';
import { useMenuTree } from '@/app/useMenuTree';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { prefetchPage } from '@/auth/pageRegistry';
import { DASHBOARD_PATH, hasDashboard } from '@/auth/home';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useMenuTheme } from '@/stores/theme';
import { useAppState } from '@/stores/app';
import { config } from '@/config';
import { MenuIcon } from './menuIcons';
import { menuThemeOf, sidebarStyleOf } from './menuTheme';
import { useTitle } from './useTitle';
import logoUrl from './logo.svg';
import styles from './Sidebar.module.css';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * The sidebar: company logo and name, the menu, support phone, customer service, the service
 * agreement (when config.contractUrl is set), the message panel's toggle.
 * Memoised, and the menu and the unread dot are components of their own: the menu (some 300
 * components) renders again only when the page, the language, the menu tree or the width changes
 * (issue 11).
 */
export const Sidebar = memo(function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menuPath = useMenuPath(pathname);
  const company = useSession((state) => state.user?.company);
  const showLogo = useSettings((state) => state.sidebarLogo);
  const menuColours = useMenuTheme((state) => state.menuColours);
  const companyName = company?.companyName ?? t('app.title');
  // The theme's menu colours (sys_theme): antd's menu tokens, and variables for the brand and footer.
  const menuTheme = useMemo(() => menuThemeOf(menuColours), [menuColours]);
  const sidebarStyle = useMemo(() => sidebarStyleOf(menuColours), [menuColours]);
  const menu = <SidebarMenu pathname={menuPath} collapsed={collapsed} onNavigate={onNavigate} />;

  return (
    <div className={styles.sidebar} style={sidebarStyle} data-theme-part="sidebar" data-menu-themed={menuTheme ? 'true' : undefined}>
      {showLogo && (
        <Link to="/dashboard" className={styles.brand} onClick={onNavigate} data-theme-part="brand">
          <img src={company?.companyLogo || logoUrl} alt="" className={styles.logo} />
          {!collapsed && (
            <span className={styles.name} title={companyName}>
              {companyName}
            </span>
          )}
        </Link>
      )}
      <nav className={styles.menu} aria-label={t('layout.menu')}>
        {menuTheme ? <ConfigProvider theme={menuTheme}>{menu}</ConfigProvider> : menu}
      </nav>
      <div className={collapsed ? styles.footerCollapsed : styles.footer}>
        <Tooltip title={collapsed ? `${t('layout.supportPhone')} ${config.supportPhone}` : undefined} placement="right">
          <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`} className={styles.footerLink}>
            <PhoneOutlined />
            {!collapsed && <span>{`${t('layout.supportPhone')} ${config.supportPhone}`}</span>}
          </a>
        </Tooltip>
        <a href={config.customerServiceUrl} target="_blank" rel="noopener noreferrer" className={styles.footerLink}>
          <CustomerServiceOutlined />
          {!collapsed && <span>{t('layout.customerService')}</span>}
        </a>
        {config.contractUrl && (
          <a
            href={config.contractUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.footerLink}
            title={collapsed ? t('layout.contract') : undefined}
          >
            <FileTextOutlined />
            {!collapsed && <span>{t('layout.contract')}</span>}
          </a>
        )}
        <MessagePanelToggle collapsed={collapsed} onNavigate={onNavigate} />
      </div>
    </div>
  );
});

/**
 * The path the menu highlights: the page's, taken a moment after the page has committed, in a
 * low-priority render of its own. The new page paints first, without waiting for the menu's
 * ~300 components and the re-measuring that follows them (issue 11: the aunt list's open); the
 * highlight follows within a frame or two. Where the page is first drawn, it is there at once.
 */
function useMenuPath(pathname: string): string {
  const [menuPath, setMenuPath] = useState(pathname);
  useEffect(() => {
    startTransition(() => setMenuPath(pathname));
  }, [pathname]);
  return menuPath;
}

/** The menu: the entry of `pathname` selected, its section open; clicking an entry navigates. */
const SidebarMenu = memo(function SidebarMenu({ pathname, collapsed, onNavigate }: { pathname: string; collapsed: boolean; onNavigate?: () => void }) {
  const title = useTitle();
  const navigate = useRouterNavigate();
  const tree = useMenuTree();
  const visible = useMemo(() => visibleMenu(tree), [tree]);
  const withHome = useSession((state) => hasDashboard(state.roleKeys));
  const items = useMemo(() => {
    const entries = visible.map((node) => toItem(node, title));
    // The dashboard is the app's own page: its entry comes first unless the server's menu has one.
    const serverHasHome = flattenMenu(visible).some(({ node }) => node.path === DASHBOARD_PATH);
    return withHome && !serverHasHome ? [homeItem(title), ...entries] : entries;
  }, [visible, title, withHome]);
  // The selected entry: the deepest menu node whose path prefixes the current location.
  const selectedKey = useMemo(() => {
    const candidates = flattenMenu(tree).filter(({ node }) => !node.external && pathMatches(node.path, pathname));
    const best = candidates.sort((a, b) => b.node.path.length - a.node.path.length)[0];
    if (!best) return pathMatches(DASHBOARD_PATH, pathname) ? HOME_KEY : null;
    // A hidden page (e.g. a detail page) highlights its nearest visible ancestor.
    const visibleChain = [...best.ancestors, best.node].filter((node) => !node.hidden);
    return visibleChain.at(-1)?.path ?? null;
  }, [tree, pathname]);
  const parentOfSelected = useMemo(
    () => visible.find((node) => node.children.some((child) => child.path === selectedKey))?.path ?? null,
    [visible, selectedKey],
  );
  const [openKey, setOpenKey] = useState<string | null>(parentOfSelected);
  const [lastParent, setLastParent] = useState(parentOfSelected);
  if (parentOfSelected !== lastParent) {
    // Opening another section by navigation opens its submenu (one at a time).
    setLastParent(parentOfSelected);
    if (parentOfSelected) setOpenKey(parentOfSelected);
  }

  function onClick({ key, domEvent }: { key: string; domEvent: MouseEvent | KeyboardEvent }) {
    // Ctrl/Cmd/Shift-click on an entry's link: the browser opens it in a new tab or window.
    if (domEvent.ctrlKey || domEvent.metaKey || domEvent.shiftKey || domEvent.altKey) return;
    const node = key === HOME_KEY ? null : flattenMenu(tree).find((entry) => entry.node.path === key)?.node;
    if (key !== HOME_KEY && !node) return;
    // A plain click stays in the app: the link's own navigation (a page load) is replaced by the router's.
    domEvent.preventDefault();
    if (node?.external) {
      window.open(node.path, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate(node ? nodeTarget(node) : DASHBOARD_PATH);
    onNavigate?.();
  }

  return (
    <Menu
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      openKeys={collapsed ? undefined : openKey ? [openKey] : []}
      onOpenChange={(keys) => {
        const opened = keys.find((key) => key !== openKey) ?? null;
        setOpenKey(opened);
        // Staff opened a section: its pages' code starts loading before they pick one.
        visible.find((node) => node.path === opened)?.children.forEach(prefetchNode);
      }}
      onClick={onClick}
    />
  );
});

/** Opens and closes the floating message panel (MainLayout), not the /messages page; a dot while messages are unread. */
function MessagePanelToggle({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const unreadMessages = useAppState((state) => state.unreadMessages);
  const messagePanelOpen = useSettings((state) => state.messagePanelOpen);
  const setMessagePanelOpen = useSettings((state) => state.setMessagePanelOpen);
  return (
    <button
      type="button"
      className={`${styles.footerLink} ${styles.footerButton}`}
      onClick={() => {
        setMessagePanelOpen(!messagePanelOpen);
        onNavigate?.();
      }}
      aria-label={t('layout.messages')}
      aria-expanded={messagePanelOpen}
    >
      <Badge dot={unreadMessages > 0} offset={[2, 0]}>
        <MessageOutlined className={styles.footerIcon} />
      </Badge>
      {!collapsed && <span>{t('layout.messages')}</span>}
    </button>
  );
}

function prefetchNode(node: MenuNode): void {
  if (!node.external) prefetchPage(node);
}

function pathMatches(pattern: string, pathname: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}(/|$)`);
  return regex.test(pathname);
}

/** Where an entry leads: its page, or for a container without one its target. */
function nodeTarget(node: MenuNode): string {
  return node.children.length && !node.component ? (containerTarget(node) ?? node.path) : node.path;
}

/** The key of the app's own home entry (the dashboard), apart from the server's page paths. */
const HOME_KEY = '#home';

/** The entry's text as a real link: middle-click and "open in new tab" work (a plain click is the router's, onClick above). */
function entryLink(href: string, text: string, external: boolean) {
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
      {`${text} ↗`}
    </a>
  ) : (
    <a href={href} tabIndex={-1}>
      {text}
    </a>
  );
}

function homeItem(title: ReturnType<typeof useTitle>): MenuItem {
  const text = title('route.dashboard', 'dashboard');
  return { key: HOME_KEY, title: text, icon: <MenuIcon name="HomeOutlined" />, label: entryLink(DASHBOARD_PATH, text, false) };
}

/**
 * One menu entry. It carries its full text as its title (the browser's tooltip; antd's own when
 * the sidebar is collapsed), and a label longer than the 180 px sidebar wraps instead of ending
 * in "…" (Sidebar.module.css). A page entry's label is a link to it.
 */
function toItem(node: MenuNode, title: ReturnType<typeof useTitle>): MenuItem {
  const text = title(`menu.${node.titleKey}`, node.titleKey, node.labels);
  const common = {
    key: node.path,
    title: text,
    icon: node.icon ? <MenuIcon name={node.icon} /> : undefined,
    className: node.highlight ? styles.highlight : undefined,
  };
  if (node.children.length && !node.component.includes('/')) {
    return { ...common, label: text, children: node.children.map((child) => toItem(child, title)) };
  }
  // Pointing at an entry starts loading its page's code.
  return { ...common, label: entryLink(nodeTarget(node), text, node.external), onMouseEnter: () => prefetchNode(node) };
}
