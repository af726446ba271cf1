import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('errorPage.unauthorized')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('errorPage.backHome')}
        </Button>
      }
    />
  );
}
