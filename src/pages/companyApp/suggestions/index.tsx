/**
 * Members' complaints and suggestions (role page 'CompanyAppSuggestions', /company-app/suggestions,
 * component 'companyApp/suggestions'): tabs waiting / replied with their counts, keyword, category
 * and date filters on the shared list machinery; each opens in a dialog, where a user with
 * company.manage replies to one waiting (our replySuggest: the reply marks it handled; a server
 * without it leaves every row's action 查看).
 */
import { companyAppQueries } from '@/api/companyApp.queries';
import { App, Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/DataTable/RowActions';
import { companyAppPaths, getSuggest, type SuggestQuery, type SuggestSummary, type Suggestion } from '@/api/companyApp';
import { useCallOffered } from '@/api/optional';
import { DataTable, ListPageHeader, useColumnSettings, type DataColumn } from '@/components/DataTable';
import { CreatedDateFilter, FilterRow, KeywordFilter, ResetFilterButton } from '@/components/filters';
import { CodeTag } from '@/components/order/CodeTag';
import { SUGGEST_CATEGORIES, SUGGEST_STATUS_CODES } from '@/domain/companyAppCodes';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { useCanManageCompany } from '@/pages/company/companyManage';
import { CodeFilter } from '../shared/CodeFilter';
import { ReplyDialog } from './ReplyDialog';
import '@/i18n/texts/companyApp';
import { dateTime } from '@/domain/format';

type SuggestFilter = Omit<SuggestQuery, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;
const INITIAL_FILTER: SuggestFilter = {};
const SUGGESTIONS: ListSource<Suggestion, SuggestFilter> = {
  queryKey: companyAppQueries.list('suggestions'),
  fetch: (query, signal) => getSuggest(query, { signal, silent: true }),
  initialFilter: INITIAL_FILTER,
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(SUGGESTIONS);
const TABS = [
  { key: 'all', status: undefined },
  { key: 'pending', status: 0 },
  { key: 'handled', status: 1 },
] as const;

export default function CompanyAppSuggestionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canReply = useCanManageCompany();
  const replyOffered = useCallOffered(companyAppPaths.replySuggest);
  const table = useTable<Suggestion, SuggestFilter>({ ...SUGGESTIONS, memoryKey: 'companyApp.suggestions', rowKey: (row) => row.suggestId });
  const { filter, patchFilter, refresh, updateRow } = table;
  const summary = (table.summary as SuggestSummary | undefined) ?? null;
  const [open, setOpen] = useState<Suggestion | null>(null);

  const columns = useMemo((): DataColumn<Suggestion>[] => {
    const c = (key: string) => t(`companyApp.suggestions.columns.${key}`);
    return [
      { key: 'member', title: c('member'), width: 150, render: (_, row) => `${row.nickname}` },
      { key: 'category', title: c('category'), width: 110, render: (_, row) => t(`companyApp.codes.suggestCategory.${row.category}`) },
      { key: 'content', title: c('content'), width: 300, render: (_, row) => row.content },
      { key: 'status', title: c('status'), width: 100, render: (_, row) => <CodeTag codes={SUGGEST_STATUS_CODES} value={row.status} /> },
      { key: 'reply', title: c('reply'), width: 260, render: (_, row) => row.reply },
      { key: 'repliedBy', title: c('repliedBy'), width: 100, render: (_, row) => row.repliedByName },
      { key: 'createdTime', title: c('createdTime'), width: 150, render: (_, row) => dateTime(row.createdTime) },
      {
        key: 'actions',
        title: c('actions'),
        width: 90,
        pinned: 'right',
        render: (_, row) => {
          const reply = canReply && replyOffered && row.status === 0;
          return (
            <RowActions
              actions={[{ key: 'open', label: t(reply ? 'companyApp.suggestions.reply' : 'companyApp.suggestions.view'), onClick: () => setOpen(row) }]}
            />
          );
        },
      },
    ];
  }, [canReply, replyOffered, t]);
  const settings = useColumnSettings('companyAppSuggestions', columns);
  const active = TABS.find((tab) => tab.status === filter.status)?.key ?? 'all';
  const tabs = useMemo(
    () => TABS.map((tab) => ({ key: tab.key, label: t(`companyApp.suggestions.tabs.${tab.key}`), count: summary ? summary.counts[tab.key] : null })),
    [summary, t],
  );
  const f = (key: string) => t(`companyApp.suggestions.filters.${key}`);

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader
          title={t('companyApp.suggestions.title')}
          tabs={tabs}
          activeTab={active}
          onTabChange={(key) => patchFilter({ status: TABS.find((tab) => tab.key === key)?.status })}
        />
        <FilterRow label={f('label')} widths={{ keyword: 260, select: 150 }}>
          <KeywordFilter table={table} label={f('keyword')} placeholder={f('keywordPlaceholder')} />
          <CodeFilter
            label={f('category')}
            values={SUGGEST_CATEGORIES}
            labelKey={(value) => `companyApp.codes.suggestCategory.${value}`}
            value={filter.category}
            onChange={(category) => patchFilter({ category })}
          />
          <CreatedDateFilter
            value={filter.createdTime}
            onChange={(createdTime) => patchFilter({ createdTime })}
            emptyLabel={f('date')}
            clearLabel={t('companyApp.common.clearDate')}
          />
          <ResetFilterButton table={table} label={f('reset')} />
        </FilterRow>
        <DataTable
          table={table}
          settings={settings}
          label={t('companyApp.suggestions.listLabel')}
          emptyHint={table.isFiltered ? null : t('companyApp.suggestions.emptyHint')}
        />
      </Card>
      {open && (
        <ReplyDialog
          suggestion={open}
          canReply={canReply}
          onClose={() => setOpen(null)}
          onReplied={(answer) => {
            setOpen(null);
            updateRow(answer.suggestId, () => answer);
            refresh();
            void message.success(t('companyApp.suggestions.done'));
          }}
        />
      )}
    </Flex>
  );
}
