import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** A menu page whose component this build does not have yet: a clear message inside the layout. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Empty style={{ marginTop: 80 }} description={t('errorPage.notAvailable')}>
      <Button type="primary" onClick={() => navigate('/dashboard')}>
        {t('errorPage.backHome')}
      </Button>
    </Empty>
  );
}
