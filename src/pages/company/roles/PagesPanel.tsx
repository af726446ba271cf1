/**
 * A role's menu pages as a checkable tree (parents and children checked together by the
 * picker's rules, pageSelection.ts; titles as the menu shows them, usePageTitle). Pages the user
 * cannot change are shown with their box disabled.
 */
import { Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysPage } from '@/api/user';
import { isExternalLink } from '@/auth/menu';
import type { TreeNode } from '@/domain/tree';
import { usePageTitle } from '@/layout/useTitle';
import { toggle, treeState, type PagePicker } from './pageSelection';

interface PagesPanelProps {
  picker: PagePicker;
  /** The checked leaves (pageSelection.ts). */
  leaves: number[];
  onChange: (leaves: number[]) => void;
  /** Nothing can be changed (the admin role, a user without role.manage, a save running). */
  readOnly: boolean;
  /** The pages this user may grant or remove; null: every page. */
  held: ReadonlySet<number> | null;
  label: string;
}

export function PagesPanel({ picker, leaves, onChange, readOnly, held, label }: PagesPanelProps) {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const treeData = useMemo(() => {
    const toNode = (node: TreeNode<SysPage>): TreeDataNode => {
      const page = node.row;
      const notHeld = held !== null && !held.has(page.pageId);
      return {
        key: page.pageId,
        title: (
          <span>
            {pageTitle(page)}
            {isExternalLink(page.routePath) && (
              <Tag style={{ marginInlineStart: 8 }} variant="filled">
                {t('roles.editor.external')}
              </Tag>
            )}
            {notHeld && !readOnly && (
              <Tag style={{ marginInlineStart: 8 }} variant="filled" color="default">
                {t('roles.editor.notHeld')}
              </Tag>
            )}
          </span>
        ),
        disableCheckbox: readOnly || notHeld,
        children: node.children.map(toNode),
      };
    };
    return picker.tree.map(toNode);
  }, [picker, held, readOnly, t, pageTitle]);
  const checkedKeys = useMemo(() => treeState(picker, leaves), [picker, leaves]);

  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      defaultExpandAll
      aria-label={label}
      treeData={treeData}
      checkedKeys={checkedKeys}
      onCheck={(_, info) => onChange(toggle(picker, leaves, Number(info.node.key), (pageId) => held === null || held.has(pageId)))}
    />
  );
}
