import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Image, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { updateLicenseImageMP, type CompanyMp } from '@/api/company';
import { uploadFileMP } from '@/api/sys';
import { ImageUpload } from '@/components/ImageUpload';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import styles from './CompanyInfo.module.css';

const LICENSE_TYPES = ['png', 'jpeg'];
const LICENSE_MAX_KB = 10_240;
const upload = (file: Blob, fileName: string) => uploadFileMP(file, fileName);

/**
 * The company's mini-program: its name and code (set by the platform) and the business licence it
 * shows, replaced by uploading a picture through /sys/uploadFileMP and saving its address with
 * /company/updateLicenseImageMP. Not cropped: a licence is kept whole.
 */
export function MiniProgramCard({ mp, canManage, onSaved }: { mp: CompanyMp; canManage: boolean; onSaved: (mp: CompanyMp) => void }) {
  const { t } = useTranslation();
  const mutation = useConfirmedMutation();
  const [open, setOpen] = useState(false);
  const m = (key: string) => t(`companyInfo.mp.${key}`);
  const none = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

  // One save at a time; a refusal is shown and the licence on screen stays the stored one.
  const saveLicense = (filePath: string) =>
    void mutation.run({
      key: 'license',
      mutate: (request) => updateLicenseImageMP({ licenseImage: filePath }, request),
      success: m('licenseSaved'),
      onDone: onSaved,
    });

  const pick = mp.licenseImage ? m('changeLicense') : m('uploadLicense');
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{m('title')}</h2>} data-testid="company-mp">
      <Descriptions column={{ xs: 1, md: 3 }} layout="vertical" colon={false}>
        <Descriptions.Item label={m('name')}>{mp.mpName || none(m('none'))}</Descriptions.Item>
        <Descriptions.Item label={m('code')}>{mp.mpQrcode ? <Image src={mp.mpQrcode} alt={m('codeAlt')} width={120} /> : none(m('noCode'))}</Descriptions.Item>
        <Descriptions.Item label={m('license')}>
          <Flex vertical gap={8} align="flex-start">
            {mp.licenseImage ? (
              <Image src={mp.licenseImage} alt={m('licenseAlt')} className={styles.thumb} data-testid="company-license" />
            ) : (
              none(m('noLicense'))
            )}
            {canManage && (
              <>
                <Button icon={<UploadOutlined />} loading={mutation.isBusy('license')} onClick={() => setOpen(true)}>
                  {pick}
                </Button>
                <Typography.Text type="secondary">{m('licenseHint')}</Typography.Text>
              </>
            )}
          </Flex>
        </Descriptions.Item>
      </Descriptions>
      <ImageUpload
        open={open}
        title={pick}
        accept={LICENSE_TYPES}
        maxSizeKb={LICENSE_MAX_KB}
        upload={upload}
        onClose={() => setOpen(false)}
        onUploaded={([file]) => {
          if (file) saveLicense(file.filePath);
        }}
      />
    </Card>
  );
}
