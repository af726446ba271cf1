/**
 * Insurance products (menu component 'insurance/products', /insurance/products): the catalogue on
 * the list machinery, with a keyword field suggesting insurers and plan names as one types
 * (product/keywords) and an insurer filter; a detail drawer (product/details) with the advertising
 * image as a full URL, plan types, ages, premium per unit, cover and description, and a 投保 button
 * opening the create form with the product chosen (only with insurance.manage).
 */
import { insuranceQueries } from '@/api/insurance.queries';
import { AutoComplete, Button, Card, Descriptions, Flex, Image, Select, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { productList, type InsProduct, type InsProductsQuery } from '@/api/insurance';
import { DataTable, ListPageHeader, useColumnSettings, type DataColumn } from '@/components/DataTable';
import { RowActions } from '@/components/DataTable/RowActions';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { FilterRow } from '@/components/filters';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useQueryData } from '@/hooks/useQueryData';
import { useTable, type TableFetch } from '@/hooks/useTable';
import { useCanManageInsurance } from '../canManage';
import { premiumText, productText } from '../display';
import { adImageUrl } from './adImage';
import '@/i18n/texts/insurance';
import { money } from '@/domain/format';

const INITIAL_FILTER: InsProductsQuery = {};
const INSURERS = ['中国平安', '中国人保', '太平洋', '众安'];
/** The keyword suggestions are asked this long after typing stops. */
const KEYWORDS_DEBOUNCE_MS = 200;

function KeywordSuggest({
  value,
  onChange,
  onApply,
  label,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  onApply: () => void;
  label: string;
  placeholder: string;
}) {
  const keyword = useDebouncedValue(value.trim(), KEYWORDS_DEBOUNCE_MS);
  const words = useQueryData(insuranceQueries.productKeywords(keyword), { enabled: keyword !== '' }).data;
  const options = useMemo(() => (words ?? []).map((word) => ({ value: word })), [words]);
  return (
    <AutoComplete
      aria-label={label}
      value={value}
      options={value.trim() === '' ? [] : options}
      onChange={onChange}
      onSelect={(word: string) => {
        onChange(word);
        onApply();
      }}
      allowClear
      placeholder={placeholder}
      style={{ width: 280 }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onApply();
      }}
    />
  );
}

function ProductDetails({ productId, onClose, onOrder }: { productId: number | null; onClose: () => void; onOrder?: (productId: number) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const details = useQueryData(insuranceQueries.productDetails(productId ?? 0), { enabled: productId !== null });
  const detail = details.data?.productId === productId ? details.data : null;
  return (
    <DetailsDrawer
      open={productId !== null}
      title={t('insurance.products.detailsTitle')}
      name={detail ? productText(detail, lang) : undefined}
      onClose={onClose}
      load={{ loading: !detail, error: details.error, reload: details.reload }}
      actions={
        detail?.isEnabled === 1 && onOrder ? (
          <Button type="primary" onClick={() => onOrder(detail.productId)}>
            {t('insurance.products.order')}
          </Button>
        ) : null
      }
    >
      {detail && (
        <Flex vertical gap={16}>
          {detail.adImage && (
            <Image src={adImageUrl(detail.adImage)} alt={t('insurance.products.adImage')} width="100%" style={{ borderRadius: 8 }} preview={false} />
          )}
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'product', label: t('insurance.products.columns.product'), children: productText(detail, lang) },
              {
                key: 'state',
                label: t('insurance.products.columns.state'),
                children: (
                  <Tag color={detail.isEnabled === 1 ? 'green' : 'default'}>
                    {t(detail.isEnabled === 1 ? 'insurance.products.enabled' : 'insurance.products.disabled')}
                  </Tag>
                ),
              },
              {
                key: 'premium',
                label: t('insurance.products.columns.premium'),
                children: `${premiumText(detail.premium, detail.unit, lang)} · ${t('insurance.products.period', { days: detail.periodDays })}`,
              },
              { key: 'cover', label: t('insurance.products.columns.cover'), children: money(detail.cover) },
              { key: 'ages', label: t('insurance.products.columns.ages'), children: t('insurance.products.ages', { min: detail.ageMin, max: detail.ageMax }) },
              { key: 'types', label: t('insurance.products.columns.types'), children: (detail.types ?? []).map((type) => <Tag key={type}>{type}</Tag>) },
              { key: 'description', label: t('insurance.products.description'), children: detail.description },
            ]}
          />
        </Flex>
      )}
    </DetailsDrawer>
  );
}

export default function InsuranceProductsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useNavigate();
  const fetch = useCallback<TableFetch<InsProduct, InsProductsQuery>>((query, signal) => productList(query, { signal }), []);
  const table = useTable<InsProduct, InsProductsQuery>({
    memoryKey: 'insurance.products',
    queryKey: insuranceQueries.list('products'),
    fetch,
    initialFilter: INITIAL_FILTER,
    rowKey: (product) => product.productId,
  });
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const order = useCallback((productId: number) => void navigate(`/insurance/orders?create=1&productId=${productId}`), [navigate]);
  const canManage = useCanManageInsurance();

  const columns = useMemo(
    (): DataColumn<InsProduct>[] => [
      {
        key: 'insuranceCompany',
        title: t('insurance.products.columns.insurer'),
        width: 110,
        render: (_, row) => row.insuranceCompany,
        exportValue: (row) => row.insuranceCompany,
      },
      {
        key: 'planName',
        priority: 'essential',
        title: t('insurance.products.columns.plan'),
        width: 220,
        render: (_, row) => (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDetailsId(row.productId)}>
            {row.planName}
          </Button>
        ),
        exportValue: (row) => row.planName,
      },
      {
        key: 'premium',
        priority: 'essential',
        title: t('insurance.products.columns.premium'),
        width: 130,
        align: 'right',
        render: (_, row) => premiumText(row.premium, row.unit, lang),
        exportValue: (row) => premiumText(row.premium, row.unit, lang),
      },
      {
        key: 'cover',
        priority: 'essential',
        title: t('insurance.products.columns.cover'),
        width: 140,
        align: 'right',
        render: (_, row) => money(row.cover),
        exportValue: (row) => money(row.cover),
      },
      {
        key: 'ages',
        title: t('insurance.products.columns.ages'),
        width: 100,
        render: (_, row) => t('insurance.products.ages', { min: row.ageMin, max: row.ageMax }),
        exportValue: (row) => `${row.ageMin}-${row.ageMax}`,
      },
      {
        key: 'types',
        priority: 'low',
        title: t('insurance.products.columns.types'),
        width: 280,
        render: (_, row) => (row.types ?? []).map((type) => <Tag key={type}>{type}</Tag>),
        exportValue: (row) => (row.types ?? []).join('、'),
      },
      {
        key: 'state',
        priority: 'essential',
        title: t('insurance.products.columns.state'),
        width: 100,
        render: (_, row) => (
          <Tag color={row.isEnabled === 1 ? 'green' : 'default'}>{t(row.isEnabled === 1 ? 'insurance.products.enabled' : 'insurance.products.disabled')}</Tag>
        ),
        exportValue: (row) => t(row.isEnabled === 1 ? 'insurance.products.enabled' : 'insurance.products.disabled'),
      },
      {
        key: 'actions',
        title: t('insurance.products.columns.actions'),
        width: lang === 'en' ? 160 : 140,
        pinned: 'right',
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'details', label: t('insurance.actions.details'), onClick: () => setDetailsId(row.productId) },
              row.isEnabled === 1 && canManage && { key: 'order', label: t('insurance.products.order'), onClick: () => order(row.productId) },
            ]}
          />
        ),
      },
    ],
    [canManage, lang, order, t],
  );
  const settings = useColumnSettings('insuranceProduct', columns);

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader title={t('insurance.products.title')} />
        <FilterRow label={t('insurance.products.filters.label')}>
          <KeywordSuggest
            value={table.filter.keyword ?? ''}
            onChange={(keyword) => table.patchFilter({ keyword })}
            onApply={table.applyFilter}
            label={t('insurance.products.filters.keyword')}
            placeholder={t('insurance.products.filters.placeholder')}
          />
          <Select
            aria-label={t('insurance.products.filters.insurer')}
            style={{ width: 180 }}
            allowClear
            placeholder={t('insurance.products.filters.allInsurers')}
            value={table.filter.insuranceCompany}
            onChange={(insuranceCompany?: string) => table.patchFilter({ insuranceCompany })}
            options={INSURERS.map((insurer) => ({ value: insurer, label: insurer }))}
          />
        </FilterRow>
        <DataTable table={table} settings={settings} label={t('insurance.products.listLabel')} />
      </Card>
      <ProductDetails productId={detailsId} onClose={() => setDetailsId(null)} onOrder={canManage ? order : undefined} />
    </Flex>
  );
}
