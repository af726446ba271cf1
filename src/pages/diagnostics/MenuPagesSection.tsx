import { useMemo } from 'react';
import { Alert, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMenuTree } from '@/app/useMenuTree';
import type { PageResolution } from '@/auth/pageRegistry';
import { config } from '@/config';
import { useTitle } from '@/layout/useTitle';
import { menuPageRows, type MenuPageRow } from './menuPageRows';

const HOW_COLOUR: Record<PageResolution, string> = { alias: 'blue', component: 'green', path: 'cyan', none: 'red' };

/** The signed-in user's menu pages: component, path, how each resolved and the module it opens. */
export function MenuPagesSection() {
  const { t } = useTranslation();
  const title = useTitle();
  const tree = useMenuTree();
  const rows = useMemo(() => menuPageRows(tree), [tree]);
  const unresolved = rows.filter((row) => row.how === 'none').length;
  const d = (key: string, options?: Record<string, unknown>) => t(`diagnostics.pages.${key}`, options);

  const columns: TableColumnsType<MenuPageRow> = [
    { key: 'page', title: d('columns.page'), width: 180, render: (_, { node }) => title(`menu.${node.titleKey}`, node.titleKey, node.labels) },
    { key: 'component', title: d('columns.component'), render: (_, { node }) => <code>{node.component}</code> },
    {
      key: 'path',
      title: d('columns.path'),
      render: (_, { node, how }) => (how !== 'none' && !node.path.includes(':') ? <Link to={node.path}>{node.path}</Link> : <code>{node.path}</code>),
    },
    { key: 'how', title: d('columns.how'), width: 170, render: (_, { how }) => <Tag color={HOW_COLOUR[how]}>{d(`how.${how}`)}</Tag> },
    { key: 'module', title: d('columns.module'), render: (_, { module }) => (module ? <code>{module}</code> : '—') },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type={unresolved ? 'warning' : 'success'}
        showIcon
        title={d('summary', { total: rows.length, unresolved })}
        description={unresolved ? d('unresolvedHint') : d('allResolved')}
      />
      <Typography.Text type="secondary">{d('aliases', { count: Object.keys(config.pageAliases).length })}</Typography.Text>
      <Table<MenuPageRow>
        rowKey={(row) => row.node.pageId}
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: d('empty') }}
        scroll={{ x: 900 }}
      />
    </Space>
  );
}
