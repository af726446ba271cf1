import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mapLoader, type MapPlace } from '@/api/maps';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { AddressCascader } from '../AddressCascader';
import { useRegions } from '../useRegions';
import { Field, FormSection } from './FormParts';
import type { EmployerFormValues } from './formValues';
import { MapAddressSearch } from './MapAddressSearch';
import { maxRule } from './rules';

/**
 * Province and city (the address picker; the city is sent as cityId too), district and street
 * address. With a maps key configured, a place search above them fills all three in (api/maps.ts);
 * without one, the region picker alone.
 */
export function AddressSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EmployerFormValues>();
  const loader = useMemo(() => mapLoader(), []);
  const regions = useRegions();
  const picker = Form.useWatch('addressPicker', form);

  function fillFrom(place: MapPlace) {
    const { addressPicker, district } = regions.regionOfPlace(place);
    const address = [place.address, place.name].filter(Boolean).join(' ').slice(0, EMPLOYER_LIMITS.addressMax);
    form.setFieldsValue({ ...(addressPicker.length > 0 ? { addressPicker } : {}), district: district.slice(0, EMPLOYER_LIMITS.districtMax), address });
    void form.validateFields(['district', 'address']).catch(() => undefined);
  }

  return (
    <FormSection title={t('employer.form.sections.address')}>
      {loader && (
        <Field wide>
          <MapAddressSearch loader={loader} city={picker?.[1] ? regions.cityName(picker[1]) : ''} onPick={fillFrom} />
        </Field>
      )}
      <Field>
        <Form.Item name="addressPicker" label={t('employer.fields.addressPicker')}>
          <AddressCascader style={{ width: '100%' }} />
        </Form.Item>
      </Field>
      <Field>
        <Form.Item name="district" label={t('employer.fields.district')} rules={[maxRule(t, 'district', EMPLOYER_LIMITS.districtMax)]}>
          <Input maxLength={EMPLOYER_LIMITS.districtMax} placeholder={t('employer.form.placeholders.district')} autoComplete="off" />
        </Form.Item>
      </Field>
      <Field wide>
        <Form.Item name="address" label={t('employer.fields.address')} rules={[maxRule(t, 'address', EMPLOYER_LIMITS.addressMax)]}>
          <Input maxLength={EMPLOYER_LIMITS.addressMax} placeholder={t('employer.form.placeholders.address')} autoComplete="off" />
        </Form.Item>
      </Field>
    </FormSection>
  );
}
