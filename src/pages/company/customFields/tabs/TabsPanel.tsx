import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Segmented, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCustomTabField, setCustomTabRule, type CustomTabCondition, type CustomTabField } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { invalidateCustomTabs } from '@/components/customFields';
import { ALL_TAB_KEY, newCustomTabKey } from '@/domain/customTabs';
import { TAB_TYPES, type TabType } from '@/domain/tabRuleFields';
import { usePageState } from '@/hooks/pageMemory';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';
import { MoveButtons } from '../MoveButtons';
import { TabDialog } from './TabDialog';
import { useRuleVocabulary } from './ruleVocabulary';

const asSent = (tabs: readonly CustomTabField[]) => tabs.map(({ isCustom: _custom, ...tab }, index) => ({ ...tab, sort: index + 1 }));

/**
 * The tabs of the aunt or order list: built-in ones (shown or hidden, moved; "全部" always shows)
 * and the company's own, each with its rule read out and how many records of the company it
 * holds now. A manager adds a tab (name and rule: its rule is saved first, then the tab, so a tab
 * never exists without one), changes, moves, hides and removes tabs; the lists follow at once.
 */
export function TabsPanel({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const mutation = useConfirmedMutation();
  const [tabType, setTabType] = usePageState<TabType>('customSettings.tabType', 'aunt');
  const data = useQueryData(companyQueries.tabSettings(tabType, i18n.language));
  const vocabulary = useRuleVocabulary(tabType);
  const [dialog, setDialog] = useState<{ tab: CustomTabField | null } | null>(null);
  const k = (key: string, values?: Record<string, unknown>) => t(`customSettings.tabs.${key}`, values);
  const tabs = data.data?.tabs ?? [];
  const rules = data.data?.rules ?? [];
  const ruleOf = (tabKey: string) => rules.find((rule) => rule.tabKey === tabKey) ?? null;

  // One write at a time (one key); afterwards the table and every list's tabs are read again.
  const busy = mutation.anyBusy;
  const saveTabs = (next: CustomTabField[]) =>
    void mutation.run({
      key: 'tabs',
      mutate: (request) => setCustomTabField({ tabType, customTabOption: asSent(next) }, request),
      success: k('saved'),
      onSettled: () => void invalidateCustomTabs(),
    });

  const move = (index: number, step: -1 | 1) => {
    const next = [...tabs];
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved!);
    saveTabs(next);
  };
  const remove = (tab: CustomTabField) =>
    void mutation.run({
      key: 'tabs',
      confirm: {
        title: k('remove.title', { name: tab.tabName }),
        content: k('remove.content'),
        okText: k('remove.ok'),
        cancelText: k('remove.cancel'),
        danger: true,
      },
      mutate: (request) => setCustomTabField({ tabType, customTabOption: asSent(tabs.filter((item) => item.tabKey !== tab.tabKey)) }, request),
      success: k('remove.done', { name: tab.tabName }),
      onSettled: () => void invalidateCustomTabs(),
    });
  /** The rule first (a tab may not exist without one), then the tab. */
  const submitDialog = (tabName: string, conditions: CustomTabCondition[]) => {
    const tabKey = dialog?.tab?.tabKey ?? newCustomTabKey();
    const nextRules = [...rules.filter((rule) => rule.tabKey !== tabKey), { tabKey, conditions }];
    const nextTabs = dialog?.tab
      ? tabs.map((item) => (item.tabKey === tabKey ? { ...item, tabName } : item))
      : [...tabs, { tabKey, tabName, isShow: 1 as const, sort: tabs.length + 1 }];
    // The dialog's form save (useFormSubmit) keeps one at a time and shows a refusal in place.
    return (async () => {
      try {
        await setCustomTabRule({ tabType, customTabOption: nextRules }, { silent: true });
        await setCustomTabField({ tabType, customTabOption: asSent(nextTabs) }, { silent: true });
      } finally {
        void invalidateCustomTabs();
      }
      void message.success(k('saved'));
      setDialog(null);
    })();
  };

  const columns: TableColumnsType<CustomTabField> = [
    {
      key: 'name',
      title: k('columns.name'),
      render: (_, tab) => (
        <Space size={6}>
          <span data-testid="custom-tab-name">{tab.tabName}</span>
          {tab.isCustom === 1 ? <Tag color="blue">{k('custom')}</Tag> : <Tag>{k('builtIn')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'rule',
      title: k('columns.rule'),
      render: (_, tab) => {
        const rule = ruleOf(tab.tabKey);
        if (!rule) return <Typography.Text type="secondary">{k('builtInRule')}</Typography.Text>;
        return <span data-testid="custom-tab-rule">{rule.conditions.map(vocabulary.describe).join(k('and'))}</span>;
      },
    },
    {
      key: 'count',
      title: k('columns.count'),
      width: 90,
      render: (_, tab) => <span data-testid="custom-tab-count">{data.data?.counts.get(tab.tabKey) ?? '—'}</span>,
    },
    {
      key: 'shown',
      title: k('columns.shown'),
      width: 80,
      render: (_, tab, index) =>
        canManage ? (
          <Switch
            size="small"
            checked={tab.isShow === 1}
            disabled={busy || tab.tabKey === ALL_TAB_KEY}
            aria-label={k('shownLabel', { name: tab.tabName })}
            onChange={(checked) => saveTabs(tabs.map((item, at) => (at === index ? { ...item, isShow: checked ? 1 : 0 } : item)))}
          />
        ) : tab.isShow === 1 ? (
          k('yes')
        ) : (
          k('no')
        ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: k('columns.actions'),
      width: 230,
      render: (_, tab, index) => (
        <Space size={2}>
          <MoveButtons
            upLabel={k('moveUp', { name: tab.tabName })}
            downLabel={k('moveDown', { name: tab.tabName })}
            disabled={busy}
            first={index === 0}
            last={index === tabs.length - 1}
            onMove={(delta) => move(index, delta)}
          />
          {tab.isCustom === 1 && (
            <>
              <Button
                size="small"
                type="link"
                icon={<EditOutlined />}
                disabled={busy}
                aria-label={k('editLabel', { name: tab.tabName })}
                onClick={() => setDialog({ tab })}
              >
                {k('edit')}
              </Button>
              <Button
                size="small"
                type="link"
                danger
                icon={<DeleteOutlined />}
                disabled={busy}
                aria-label={k('removeLabel', { name: tab.tabName })}
                onClick={() => remove(tab)}
              >
                {k('remove.button')}
              </Button>
            </>
          )}
        </Space>
      ),
    });
  }

  const editing = dialog?.tab ?? null;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<TabType> value={tabType} onChange={setTabType} options={TAB_TYPES.map((value) => ({ value, label: k(`lists.${value}`) }))} />
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} disabled={busy || !data.data} onClick={() => setDialog({ tab: null })}>
            {k('add')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{k('hint')}</Typography.Text>
      {data.error ? (
        <Alert type="error" showIcon title={k('loadFailed', { message: data.error })} action={<Button onClick={data.reload}>{k('retry')}</Button>} />
      ) : (
        <Table<CustomTabField>
          size="middle"
          rowKey="tabKey"
          loading={!data.data}
          pagination={false}
          dataSource={tabs}
          columns={columns}
          aria-label={k('tableLabel', { list: k(`lists.${tabType}`) })}
        />
      )}
      {dialog && (
        <TabDialog
          tab={editing ? { tabName: editing.tabName, conditions: ruleOf(editing.tabKey)?.conditions ?? [] } : null}
          vocabulary={vocabulary}
          otherNames={tabs.filter((item) => item.tabKey !== editing?.tabKey).map((item) => item.tabName)}
          onClose={() => setDialog(null)}
          onSubmit={submitDialog}
        />
      )}
    </Flex>
  );
}
