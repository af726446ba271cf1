/**
 * Company news of the mini-program (role page 'CompanyAppDynamics', /company-app/dynamics,
 * component 'companyApp/dynamics'): status tabs with their counts, a keyword filter, the posts on
 * the shared list machinery (pinned first, then the newest), each previewed in a phone-sized frame
 * as the mini-program shows it; writing, publishing, withdrawing and pinning for those with
 * company.manage (a read-only view with a note otherwise).
 */
import { companyAppQueries } from '@/api/companyApp.queries';
import { Alert, App, Card, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCompanyDynamic, type CompanyDynamic, type CompanyDynamicQuery, type CompanyDynamicSummary, type DynamicStatus } from '@/api/companyApp';
import { DataTable, ListPageHeader, useColumnSettings } from '@/components/DataTable';
import { DetailsModal } from '@/components/details/DetailsDrawer';
import { FilterRow, KeywordFilter } from '@/components/filters';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { useCanManageCompany } from '@/pages/company/companyManage';
import { NEWS_TABLE_TYPE, useNewsColumns } from './columns';
import { NewsFormDrawer } from './NewsFormDrawer';
import { PhonePreview } from './PhonePreview';
import { useNewsActions } from './useNewsActions';
import '@/i18n/texts/companyApp';

type NewsFilter = Omit<CompanyDynamicQuery, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;
const INITIAL_FILTER: NewsFilter = {};
const NEWS: ListSource<CompanyDynamic, NewsFilter> = {
  queryKey: companyAppQueries.list('news'),
  fetch: (query, signal) => getCompanyDynamic(query, { signal, silent: true }),
  initialFilter: INITIAL_FILTER,
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(NEWS);
const TABS = [
  { key: 'all', status: undefined },
  { key: 'draft', status: 0 },
  { key: 'published', status: 1 },
  { key: 'withdrawn', status: 2 },
] as const;

export default function CompanyAppNewsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCompany();
  const { message } = App.useApp();
  const table = useTable<CompanyDynamic, NewsFilter>({ ...NEWS, memoryKey: 'companyApp.news', rowKey: (post) => post.dynamicId });
  const summary = (table.summary as CompanyDynamicSummary | undefined) ?? null;
  const { refresh, updateRow, filter, patchFilter } = table;
  const [editing, setEditing] = useState<CompanyDynamic | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<CompanyDynamic | null>(null);

  const changed = useCallback(
    (post: CompanyDynamic) => {
      updateRow(post.dynamicId, () => post);
      refresh();
    },
    [refresh, updateRow],
  );
  const renderActions = useNewsActions(canManage, { edit: setEditing, preview: setPreviewing, changed });
  const columns = useNewsColumns(renderActions);
  const settings = useColumnSettings(NEWS_TABLE_TYPE, columns);

  const active = TABS.find((tab) => tab.status === filter.status)?.key ?? 'all';
  const tabs = useMemo(
    () => TABS.map((tab) => ({ key: tab.key, label: t(`companyApp.news.tabs.${tab.key}`), count: summary ? summary.counts[tab.key] : null })),
    [summary, t],
  );

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader
          title={t('companyApp.news.title')}
          add={canManage ? { label: t('companyApp.news.add'), onClick: () => setEditing('new') } : undefined}
          tabs={tabs}
          activeTab={active}
          onTabChange={(key) => patchFilter({ status: TABS.find((tab) => tab.key === key)?.status as DynamicStatus | undefined })}
        />
        {!canManage && <Alert type="info" showIcon title={t('companyApp.common.readOnly')} style={{ marginBottom: 12 }} />}
        <FilterRow label={t('companyApp.news.filters.label')} widths={{ keyword: 280 }}>
          <KeywordFilter table={table} label={t('companyApp.news.filters.keyword')} placeholder={t('companyApp.news.filters.keywordPlaceholder')} />
        </FilterRow>
        <DataTable
          table={table}
          settings={settings}
          label={t('companyApp.news.listLabel')}
          emptyHint={table.isFiltered ? null : t('companyApp.news.emptyHint')}
        />
      </Card>
      {editing !== null && (
        <NewsFormDrawer
          post={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(post, done) => {
            setEditing(null);
            changed(post);
            void message.success(done);
          }}
        />
      )}
      <DetailsModal
        open={previewing !== null}
        title={t('companyApp.news.preview.title')}
        name={previewing?.title}
        onClose={() => setPreviewing(null)}
        width={400}
      >
        {previewing && (
          <Flex justify="center">
            <PhonePreview post={previewing} />
          </Flex>
        )}
      </DetailsModal>
    </Flex>
  );
}
