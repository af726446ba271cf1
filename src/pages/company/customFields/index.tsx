/**
 * Custom settings (role page 'CustomFields', /company/custom-fields, component
 * 'company/customFields'): where the product becomes the agency's own, in three sections of one
 * page (no new menu pages): the fields it adds to the aunt, employer and order forms; the tabs of
 * the aunt and order lists with their rules; the default column layout of the aunt, employer and
 * order lists. Changing anything needs company.manage; others see it read-only. Every screen that
 * uses these follows a save at once (the shared stores are told).
 */
import type { ReactNode } from 'react';
import { Alert, Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { usePageState } from '@/hooks/pageMemory';
import { useCanManageCompany } from '../companyManage';
import { ColumnsPanel } from './columns/ColumnsPanel';
import { FormFieldsPanel } from './forms/FormFieldsPanel';
import { TabsPanel } from './tabs/TabsPanel';
import '@/i18n/texts/customSettings';

const SECTIONS = ['forms', 'tabs', 'columns'] as const;
type Section = (typeof SECTIONS)[number];

export default function CustomFieldsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCompany();
  const [section, setSection] = usePageState<Section>('customSettings.section', 'forms');
  const panels: Record<Section, ReactNode> = {
    forms: <FormFieldsPanel canManage={canManage} />,
    tabs: <TabsPanel canManage={canManage} />,
    columns: <ColumnsPanel canManage={canManage} />,
  };
  return (
    <Flex vertical gap={16}>
      <PageHeaderCard title={t('customSettings.title')} subtitle={t('customSettings.subtitle')} />
      {!canManage && <Alert type="info" showIcon title={t('customSettings.readOnly')} />}
      <Card>
        <Tabs
          activeKey={section}
          onChange={(key) => setSection(key as Section)}
          destroyOnHidden
          items={SECTIONS.map((key) => ({ key, label: t(`customSettings.sections.${key}`), children: panels[key] }))}
        />
      </Card>
    </Flex>
  );
}
