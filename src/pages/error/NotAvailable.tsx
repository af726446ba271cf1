import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * A menu page whose component this build cannot open (no alias, module or route path resolves
 * it, auth/pageRegistry resolvePage): a clear message inside the layout, naming the component
 * so an integrator knows what to alias (the diagnostics view lists them all).
 */
export function NotAvailable({ component }: { component: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = component.trim();
  return (
    <Empty style={{ marginTop: 80 }} description={name ? t('errorPage.notAvailableComponent', { component: name }) : t('errorPage.notAvailable')}>
      <Button type="primary" onClick={() => navigate('/dashboard')}>
        {t('errorPage.backHome')}
      </Button>
    </Empty>
  );
}
