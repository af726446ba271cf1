import { Col, Form, Input, Radio, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@/domain/auntCodes';
import { deriveFromIdCard, type IdCardFacts } from '@/domain/idCard';
import type { AuntFormValues, MaskedFields } from '../formValues';
import { LIMITS } from '../formValues';
import { idCardRules, maxRule, minRule, mobileRules, requiredRule } from '../rules';
import { FieldCol, FieldRow, FormSection } from './FormSection';

/** A read-only field derived from the identity number. */
function DerivedField({ name, value }: { name: string; value: string }) {
  const { t } = useTranslation();
  const id = `aunt-derived-${name}`;
  return (
    <Form.Item label={t(`aunt.fields.${name}`)} htmlFor={id}>
      <Input id={id} value={value} readOnly variant="filled" placeholder="—" data-testid={id} />
    </Form.Item>
  );
}

export interface BasicSectionProps {
  /** The masks the record came with: left as is, sent back unchanged (the server keeps the stored value); typed over, checked as new. */
  masked: MaskedFields;
  /** The record's own derived facts, shown while the identity number is masked. */
  recordFacts: IdCardFacts | null;
}

/** Name, mobile, WeChat, identity number with what derives from it (filled in as it is typed), gender. */
export function BasicSection({ masked, recordFacts }: BasicSectionProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AuntFormValues>();
  const idCard = Form.useWatch('idCard', form) ?? '';
  const derived = masked.idCard !== null && idCard === masked.idCard ? recordFacts : deriveFromIdCard(idCard);
  // A number the form opens with (an edit, a copy, a restored draft) is checked at once, so its
  // warnings (a birth date off the calendar, the check digit) show without a keystroke.
  useEffect(() => {
    if (!masked.idCard && form.getFieldValue('idCard')) void form.validateFields(['idCard']).catch(() => undefined);
  }, [form, masked.idCard]);
  const derivedValues: [string, string][] = [
    ['birthDate', derived?.birthDate ?? ''],
    ['age', derived ? t('auntForm.derived.ageValue', { age: derived.age }) : ''],
    ['zodiac', derived ? t(`codes.zodiac.${derived.zodiac}`) : ''],
    ['constellation', derived ? t(`codes.constellation.${derived.constellation}`) : ''],
  ];

  return (
    <FormSection section="basic">
      <FieldRow>
        <FieldCol>
          <Form.Item
            name="auntName"
            label={t('aunt.fields.auntName')}
            rules={[requiredRule(t, 'auntName'), minRule(t, 'auntName', LIMITS.auntNameMin), maxRule(t, 'auntName', LIMITS.auntName)]}
          >
            <Input placeholder={t('auntForm.placeholders.auntName')} autoComplete="off" />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="mobile" label={t('aunt.fields.mobile')} rules={mobileRules(t, masked.mobile)}>
            <Input placeholder={t('auntForm.placeholders.mobile')} inputMode="numeric" maxLength={13} autoComplete="off" />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="wechat" label={t('aunt.fields.wechat')} rules={[maxRule(t, 'wechat', LIMITS.wechat)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item
            name="idCard"
            label={t('aunt.fields.idCard')}
            rules={idCardRules(t, masked.idCard)}
            normalize={(value: string) => value.replace(/\s+/g, '').toUpperCase()}
          >
            <Input placeholder={t('auntForm.placeholders.idCard')} maxLength={18} showCount autoComplete="off" />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="gender" label={t('aunt.fields.gender')} tooltip={derived ? t('auntForm.derived.hint') : undefined}>
            <Radio.Group disabled={derived !== null} options={GENDERS.map((gender) => ({ value: gender.value, label: t(gender.labelKey) }))} />
          </Form.Item>
        </FieldCol>
      </FieldRow>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('auntForm.derived.hint')}
      </Typography.Text>
      <Row gutter={16}>
        {derivedValues.map(([name, value]) => (
          <Col key={name} xs={12} md={6}>
            <DerivedField name={name} value={value} />
          </Col>
        ))}
      </Row>
    </FormSection>
  );
}
