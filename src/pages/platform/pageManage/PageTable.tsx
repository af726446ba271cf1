/**
 * The pages as a tree table: title (icon, the menu's text), route name, path, component, sort,
 * menu flag, location, redirect, and per row: add a child (off for an external link), edit, delete
 * (off, with the reason, while the page has children or for the platform's own page;
 * domain/pageRules deleteProblemOf).
 */
import { Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysPage } from '@/api/user';
import { RowActions } from '@/components/DataTable/RowActions';
import { resolvePage } from '@/auth/pageRegistry';
import { LAYOUT_COMPONENT } from '@/domain/pageModules';
import { deleteProblemOf, isExternalLink, platformPageIdsOf } from '@/domain/pageRules';
import type { TreeNode } from '@/domain/tree';
import { MenuIcon } from '@/layout/menuIcons';
import { pageTree } from './pageForm';
import { usePageTitle } from '@/layout/useTitle';
import styles from './PageManage.module.css';

interface Row {
  key: number;
  page: SysPage;
  /** Depth in the tree (0: top level), for the title cell's width beside antd's indent. */
  level: number;
  children?: Row[];
}

function rowsOf(nodes: readonly TreeNode<SysPage>[], level = 0): Row[] {
  return nodes.map((node) => ({
    key: node.row.pageId,
    page: node.row,
    level,
    ...(node.children.length ? { children: rowsOf(node.children, level + 1) } : {}),
  }));
}

/** antd's tree indent: 15 px a level, then the expand button (or its spacer) and its margin. */
const INDENT_PX = 15;
const EXPANDER_PX = 28;

interface PageTableProps {
  pages: SysPage[];
  expanded: number[];
  onExpandedChange: (keys: number[]) => void;
  onAdd: (parent: SysPage) => void;
  onEdit: (page: SysPage) => void;
  onDelete: (page: SysPage) => void;
  /** Its delete is running. */
  deleting: (page: SysPage) => boolean;
}

export function PageTable({ pages, expanded, onExpandedChange, onAdd, onEdit, onDelete, deleting }: PageTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const pageTitle = usePageTitle();
  const p = (key: string, values?: Record<string, unknown>) => t(`pageManage.${key}`, values ?? {});
  const rows = useMemo(() => rowsOf(pageTree(pages)), [pages]);
  const platformIds = useMemo(() => platformPageIdsOf(pages), [pages]);

  const columns: TableColumnsType<Row> = [
    {
      key: 'title',
      title: p('columns.title'),
      width: 210,
      // A box as wide as the cell beside antd's indent: a long title wraps there, not under the indent.
      render: (_, { page, level }) => (
        <span className={styles.title} style={{ maxWidth: `calc(100% - ${level * INDENT_PX + EXPANDER_PX}px)` }}>
          {page.menuIcon ? <MenuIcon name={page.menuIcon} /> : null}
          <span>{pageTitle(page)}</span>
          {platformIds.has(page.pageId) && <Tag color="purple">{p('platform')}</Tag>}
        </span>
      ),
    },
    { key: 'pageName', title: p('columns.pageName'), width: 170, render: (_, { page }) => <code>{page.pageName}</code> },
    {
      key: 'routePath',
      title: p('columns.routePath'),
      width: 205,
      render: (_, { page }) => (isExternalLink(page.routePath) ? <span>{page.routePath} ↗</span> : page.routePath),
    },
    { key: 'component', title: p('columns.component'), width: 205, render: (_, { page }) => <ComponentCell page={page} /> },
    { key: 'sort', title: p('columns.sort'), width: 70, render: (_, { page }) => page.sort },
    {
      key: 'isMenu',
      title: p('columns.isMenu'),
      width: 80,
      render: (_, { page }) => (page.isMenu === 1 ? <Tag color="green">{p('shown')}</Tag> : <Tag>{p('hidden')}</Tag>),
    },
    { key: 'location', title: p('columns.location'), width: 80, render: (_, { page }) => page.location },
    { key: 'redirectPath', title: p('columns.redirectPath'), width: 150, render: (_, { page }) => page.redirectPath || '—' },
    {
      key: 'actions',
      title: p('columns.actions'),
      // RowActions: 编辑, 新增下级 and 删除.
      width: lang === 'en' ? 180 : 160,
      fixed: 'right',
      render: (_, { page }) => {
        const blocked = deleteProblemOf(pages, page.pageId);
        const external = isExternalLink(page.routePath);
        return (
          <RowActions
            actions={[
              { key: 'edit', label: p('edit'), onClick: () => onEdit(page) },
              // An external link holds no pages: its add link stays, off, so the columns line up.
              { key: 'addChild', label: p('addChild'), disabled: external, hint: external ? p('externalNoChildren') : undefined, onClick: () => onAdd(page) },
              {
                key: 'delete',
                label: p('delete'),
                danger: true,
                disabled: blocked !== null,
                hint: blocked ? p(blocked) : undefined,
                busy: deleting(page),
                onClick: () => onDelete(page),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <Table<Row>
      size="small"
      aria-label={p('treeLabel')}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1400 }}
      locale={{ emptyText: p('empty') }}
      expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => onExpandedChange(keys.map(Number)) }}
    />
  );
}

function ComponentCell({ page }: { page: SysPage }) {
  const { t } = useTranslation();
  if (isExternalLink(page.routePath) && page.component === '') return <Tag color="blue">{t('pageManage.external')}</Tag>;
  if (page.component === LAYOUT_COMPONENT) return <Tag>{t('pageManage.layout')}</Tag>;
  // The app opens the page the way the menu routes do (aliases, component, route path).
  const { how, module } = resolvePage({ component: page.component, path: page.routePath });
  if (how === 'none') {
    return (
      <Space size={2} orientation="vertical">
        <code>{page.component}</code>
        <Tag color="orange">{t('pageManage.notAvailable')}</Tag>
      </Space>
    );
  }
  return (
    <code>
      {page.component}
      {how !== 'component' && ` → ${module}`}
    </code>
  );
}
