/**
 * A role's menu pages as a checkable tree (parents and children checked together; titles are the
 * menu labels). Pages the user cannot change are shown with their box disabled.
 */
import { Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysPage } from '@/api/user';
import { isExternalLink } from '@/auth/menu';
import type { TreeNode } from '@/domain/tree';
import { useTitle } from '@/layout/useTitle';
import type { PagePicker } from './pageSelection';

interface PagesPanelProps {
  picker: PagePicker;
  checked: number[];
  onChange: (checked: number[]) => void;
  /** Nothing can be changed (the admin role, a user without role.manage, a save running). */
  readOnly: boolean;
  /** The pages this user may grant or remove; null: every page. */
  held: ReadonlySet<number> | null;
  label: string;
}

export function PagesPanel({ picker, checked, onChange, readOnly, held, label }: PagesPanelProps) {
  const { t } = useTranslation();
  const title = useTitle();
  const treeData = useMemo(() => {
    const toNode = (node: TreeNode<SysPage>): TreeDataNode => {
      const page = node.row;
      const notHeld = held !== null && !held.has(page.pageId);
      return {
        key: page.pageId,
        title: (
          <span>
            {title(`menu.${page.pageTitle}`, page.pageTitle || page.pageName)}
            {isExternalLink(page.routePath) && (
              <Tag style={{ marginInlineStart: 8 }} bordered={false}>
                {t('roles.editor.external')}
              </Tag>
            )}
            {notHeld && !readOnly && (
              <Tag style={{ marginInlineStart: 8 }} bordered={false} color="default">
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
  }, [picker, held, readOnly, t, title]);

  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      aria-label={label}
      treeData={treeData}
      checkedKeys={checked}
      onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(Number))}
    />
  );
}
