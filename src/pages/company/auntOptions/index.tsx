/**
 * Certificates, trainings, visas and the aunt's preference choices (role page 'AuntOptions',
 * /company/aunt-options, component 'company/auntOptions'): one tab per list of
 * /company/getAuntCustomOptions (certificate, train, visa) and one for the attribute values
 * (/custom/attribute/value/*: religion, dietary habits ...). A manager (company.manage) edits them;
 * others read them.
 */
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_OPTION_FIELDS } from '@/domain/catalogues';
import { usePageState } from '@/hooks/pageMemory';
import { useCanManageCompany } from '../companyManage';
import { CatalogueFrame } from '../catalogues/CatalogueFrame';
import { AttributeValuesPanel } from './AttributeValuesPanel';
import { CustomOptionPanel } from './CustomOptionPanel';
import '@/i18n/texts/companyCatalogues';

export default function AuntOptionsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCompany();
  const [tab, setTab] = usePageState<string>('auntOptions.tab', 'certificate');
  const o = (key: string) => t(`companyCatalogues.auntOptions.${key}`);
  return (
    <CatalogueFrame
      title={o('title')}
      subtitle={o('subtitle')}
      canManage={canManage}
      state={{ ready: true, error: null, reload: () => undefined }}
      testId="aunt-options-loading"
    >
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            ...CUSTOM_OPTION_FIELDS.map((field) => ({
              key: field,
              label: o(`tabs.${field}`),
              children: <CustomOptionPanel field={field} canManage={canManage} />,
            })),
            { key: 'attributes', label: o('tabs.attributes'), children: <AttributeValuesPanel canManage={canManage} /> },
          ]}
        />
      </Card>
    </CatalogueFrame>
  );
}
