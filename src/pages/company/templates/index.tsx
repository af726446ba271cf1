/**
 * Templates (role page 'Templates', /company/templates, component 'company/templates'): the text of
 * the printable aunt resume, and the follow-up and contract snippets, one tab per kind
 * (/custom/template/* keyed by templateName). Placeholders (domain/templates.ts) are inserted from
 * buttons and previewed with a real record before saving; a manager (company.manage) saves, others
 * read. Unsaved changes are asked about before a tab, a snippet or the page is left.
 */
import { useRef, useState } from 'react';
import { App, Card, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_KINDS, type TemplateKind } from '@/domain/templates';
import { usePageState } from '@/hooks/pageMemory';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { useSession } from '@/stores/session';
import { useCanManageCompany } from '../companyManage';
import { CatalogueFrame } from '../catalogues/CatalogueFrame';
import { TemplateKindPanel } from './TemplateKindPanel';
import '@/i18n/texts/catalogues';
import '@/i18n/texts/companyCatalogues';

export default function TemplatesPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canManage = useCanManageCompany();
  const me = useSession((state) => state.user);
  const [tab, setTab] = usePageState<TemplateKind>('templates.tab', 'auntResume');
  const [dirty, setDirtyState] = useState(false);
  const dirtyRef = useRef(false);
  const setDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  };
  const m = (key: string) => t(`companyCatalogues.templates.${key}`);
  useLeaveGuard(() => dirtyRef.current, { title: m('leaveTitle'), content: m('leaveContent'), ok: m('leaveOk'), cancel: t('companyCatalogues.dialog.cancel') });
  const writer = { staffName: me?.contact ?? '', companyName: me?.company.companyName ?? '', today: dayjs().format('YYYY-MM-DD') };

  return (
    <CatalogueFrame
      title={m('title')}
      subtitle={m('subtitle')}
      canManage={canManage}
      state={{ ready: true, error: null, reload: () => undefined }}
      testId="templates-loading"
    >
      <Card>
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(next) => {
            const go = () => {
              setDirty(false);
              setTab(next as TemplateKind);
            };
            if (!dirtyRef.current) go();
            else
              void modal.confirm({
                title: m('leaveTitle'),
                content: m('leaveContent'),
                okText: m('leaveOk'),
                cancelText: t('companyCatalogues.dialog.cancel'),
                onOk: go,
              });
          }}
          items={TEMPLATE_KINDS.map((kind) => ({
            key: kind,
            label: m(`tabs.${kind}`),
            children: <TemplateKindPanel kind={kind} canManage={canManage} writer={writer} dirty={dirty} setDirty={setDirty} />,
          }))}
        />
      </Card>
    </CatalogueFrame>
  );
}
