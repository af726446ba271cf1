import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuntFormValues } from '../formValues';
import { LIMITS } from '../formValues';
import { FormSection } from './FormSection';
import { PhotoListField, PortraitField } from './PhotoFields';

/** Portrait (1:1 crop), identity card photos and work photos, through the upload widget. */
export function PhotosSection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AuntFormValues>();
  const name = Form.useWatch('auntName', form) ?? '';
  return (
    <FormSection section="photos">
      <Form.Item name="portrait" label={t('aunt.fields.portrait')}>
        <PortraitField name={name} label={t('aunt.fields.portrait')} disabled={disabled} />
      </Form.Item>
      <Form.Item name="idCardPhotos" label={t('aunt.fields.idCardPhotos')}>
        <PhotoListField
          max={LIMITS.idCardPhotos}
          label={t('aunt.fields.idCardPhotos')}
          hint={t('auntForm.photos.idCardHint', { max: LIMITS.idCardPhotos })}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item name="workPhotos" label={t('aunt.fields.workPhotos')}>
        <PhotoListField
          max={LIMITS.workPhotos}
          label={t('aunt.fields.workPhotos')}
          hint={t('auntForm.photos.workHint', { max: LIMITS.workPhotos })}
          disabled={disabled}
        />
      </Form.Item>
    </FormSection>
  );
}
