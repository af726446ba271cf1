/**
 * Page management (role page 'PageManage', /platform/pages, component 'platform/pageManage'; the
 * platform's operators only): every menu page as a tree (pageList answers them all, the screen
 * builds the tree with domain/tree), with add (top level or under a page), edit and delete
 * (confirmed; refused while the page has children). A change reaches the people it concerns at
 * their next page load: agency admins hold every agency page, other roles the pages given them.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delPage } from '@/api/pageManage';
import { pageManageQueries } from '@/api/pageManage.queries';
import { queryClient } from '@/api/queryClient';
import type { SysPage } from '@/api/user';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { RecordLoading } from '@/components/RecordStates';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';
import { usePageState } from '@/hooks/pageMemory';
import { PageFormDrawer, type PageFormTarget } from './PageFormDrawer';
import { PageTable } from './PageTable';
import { usePageTitle } from '@/layout/useTitle';
import '@/i18n/texts/pageManage';

const refreshPages = () => void queryClient.invalidateQueries({ queryKey: pageManageQueries.all });

export default function PageManagePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const deletion = useConfirmedMutation();
  const pageTitle = usePageTitle();
  const list = useQueryData(pageManageQueries.pages());
  const pages = list.data?.list ?? null;
  const [target, setTarget] = useState<PageFormTarget | null>(null);
  // The top level shows first; a section opens with its arrow, and a page added under a parent opens it.
  const [expanded, setExpanded] = usePageState<number[]>('pageManage.expanded', []);
  const p = (key: string, values?: Record<string, unknown>) => t(`pageManage.${key}`, values ?? {});

  const saved = (page: SysPage, created: boolean) => {
    setTarget(null);
    void message.success(p(created ? 'created' : 'saved', { name: pageTitle(page) }));
    if (page.parentId !== 0 && !expanded.includes(page.parentId)) setExpanded([...expanded, page.parentId]);
    refreshPages();
  };

  const remove = (page: SysPage) => {
    const name = pageTitle(page);
    void deletion.run({
      key: page.pageId,
      confirm: { title: p('deleteTitle', { name }), content: p('deleteContent'), okText: p('deleteOk'), cancelText: p('cancel'), danger: true },
      mutate: (options) => delPage({ pageId: page.pageId }, options),
      success: p('deleted', { name }),
      showError: (text) => void modal.error({ title: p('deleteTitle', { name }), content: text }),
      onSettled: refreshPages,
    });
  };

  return (
    <>
      <PageHeaderCard
        title={p('title')}
        subtitle={p('subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={!pages} onClick={() => setTarget({ kind: 'add', parentId: 0 })}>
            {p('add')}
          </Button>
        }
      />
      {pages ? (
        <Card title={p('count', { count: pages.length })}>
          <PageTable
            pages={pages}
            expanded={expanded}
            onExpandedChange={setExpanded}
            onAdd={(parent) => setTarget({ kind: 'add', parentId: parent.pageId })}
            onEdit={(page) => setTarget({ kind: 'edit', page })}
            onDelete={remove}
            deleting={(page) => deletion.isBusy(page.pageId)}
          />
        </Card>
      ) : list.error ? (
        <Card>
          <Alert type="error" showIcon title={p('loadFailed', { message: list.error })} action={<Button onClick={list.reload}>{p('retry')}</Button>} />
        </Card>
      ) : (
        <RecordLoading testId="page-manage-loading" rows={8} />
      )}
      <PageFormDrawer target={target} pages={pages ?? []} onClose={() => setTarget(null)} onSaved={saved} />
    </>
  );
}
