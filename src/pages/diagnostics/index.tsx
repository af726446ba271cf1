/**
 * /diagnostics (outside the role menu; the user menu links to it): a tool for integrators and
 * admins pointing the app at a server. One card per section (./sections): the menu pages and how
 * they resolve, and the answers that differed from the contract (api/contractCheck).
 */
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { DIAGNOSTICS_SECTIONS } from './sections';
import '@/i18n/texts/diagnostics';

export default function DiagnosticsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeaderCard title={t('diagnostics.title')} subtitle={t('diagnostics.subtitle')} />
      {DIAGNOSTICS_SECTIONS.map(({ key, titleKey, Component }) => (
        <Card key={key} title={<h2 style={{ margin: 0, fontSize: 16 }}>{t(titleKey)}</h2>} style={{ marginBottom: 16 }} data-testid={`diagnostics-${key}`}>
          <Component />
        </Card>
      ))}
    </>
  );
}
