/** The product choice, each with its premium; 刷新 asks the server again (the list is cached). */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InsProduct } from '@/api/insurance';
import { premiumText, productText } from '../display';

interface ProductFieldProps {
  products: InsProduct[];
  loading: boolean;
  onReload: () => void;
}

export function ProductField({ products, loading, onReload }: ProductFieldProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Form.Item label={t('insurance.form.product')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="productId" noStyle rules={[{ required: true, message: t('insurance.form.required', { label: t('insurance.form.product') }) }]}>
          <Select
            aria-label={t('insurance.form.product')}
            placeholder={t('insurance.form.productPlaceholder')}
            loading={loading}
            options={products.map((product) => ({
              value: product.productId,
              label: `${productText(product, lang)} · ${premiumText(product.premium, product.unit, lang)}`,
            }))}
          />
        </Form.Item>
        <Button icon={<ReloadOutlined />} onClick={onReload} loading={loading}>
          {t('insurance.form.reload')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
