import { useMemo, useState } from 'react';
import { Badge, Menu, Tooltip, type MenuProps } from 'antd';
import { CustomerServiceOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { containerTarget, flattenMenu, visibleMenu, type MenuNode } from '@/auth/menu';
import { useMenuTree } from '@/app/useMenuTree';
import { prefetchPage } from '@/auth/pageRegistry';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useAppState } from '@/stores/app';
import { config } from '@/config';
import { MenuIcon } from './menuIcons';
import { useTitle } from './useTitle';
import logoUrl from './logo.svg';
import styles from './Sidebar.module.css';

type MenuItem = Required<MenuProps>['items'][number];

/** The sidebar: company logo and name, the menu, support phone, customer service, the message panel's toggle. */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const title = useTitle();
  const navigate = useNavigate();
  const location = useLocation();
  const tree = useMenuTree();
  const company = useSession((state) => state.user?.company);
  const showLogo = useSettings((state) => state.sidebarLogo);
  const unreadMessages = useAppState((state) => state.unreadMessages);
  const messagePanelOpen = useSettings((state) => state.messagePanelOpen);
  const setMessagePanelOpen = useSettings((state) => state.setMessagePanelOpen);
  const visible = useMemo(() => visibleMenu(tree), [tree]);
  const companyName = company?.companyName ?? t('app.title');

  const items = useMemo(() => visible.map((node) => toItem(node, title)), [visible, title]);
  // The selected entry: the deepest menu node whose path prefixes the current location.
  const selectedKey = useMemo(() => {
    const candidates = flattenMenu(tree).filter(({ node }) => !node.external && pathMatches(node.path, location.pathname));
    const best = candidates.sort((a, b) => b.node.path.length - a.node.path.length)[0];
    if (!best) return null;
    // A hidden page (e.g. a detail page) highlights its nearest visible ancestor.
    const visibleChain = [...best.ancestors, best.node].filter((node) => !node.hidden);
    return visibleChain.at(-1)?.path ?? null;
  }, [tree, location.pathname]);
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

  function onClick({ key }: { key: string }) {
    const node = flattenMenu(tree).find((entry) => entry.node.path === key)?.node;
    if (!node) return;
    if (node.external) {
      window.open(node.path, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate(node.children.length && !node.component ? (containerTarget(node) ?? node.path) : node.path);
    onNavigate?.();
  }

  return (
    <div className={styles.sidebar}>
      {showLogo && (
        <Link to="/dashboard" className={styles.brand} onClick={onNavigate}>
          <img src={company?.companyLogo || logoUrl} alt="" className={styles.logo} />
          {!collapsed && <span className={styles.name} title={companyName}>{companyName}</span>}
        </Link>
      )}
      <nav className={styles.menu} aria-label={t('layout.menu')}>
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
        {/* Opens and closes the floating message panel (MainLayout), not the /messages page. */}
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
      </div>
    </div>
  );
}

function prefetchNode(node: MenuNode): void {
  if (!node.external && node.component) prefetchPage(node.component);
}

function pathMatches(pattern: string, pathname: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}(/|$)`);
  return regex.test(pathname);
}

/**
 * One menu entry. It carries its full text as its title (the browser's tooltip; antd's own when
 * the sidebar is collapsed), and a label longer than the 180 px sidebar wraps instead of ending
 * in "…" (Sidebar.module.css).
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
  return { ...common, label: node.external ? `${text} ↗` : text, onMouseEnter: () => prefetchNode(node) };
}
