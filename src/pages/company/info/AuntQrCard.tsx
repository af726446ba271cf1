import { useRef } from 'react';
import { DownloadOutlined, CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isQrImageUrl } from '@/domain/companyRules';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { downloadQr } from './qrDownload';
import styles from './CompanyInfo.module.css';

/**
 * The add-aunt QR code: an aunt scans it to join the agency in its mini-program. The company's
 * `addAuntQrcode` is either the link the code encodes (drawn here) or the address of a picture of
 * the code (shown as it is); docs/DECISIONS.md. Download and copy the link.
 */
export function AuntQrCard({ value }: { value: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const drawn = useRef<HTMLDivElement>(null);
  const mutation = useConfirmedMutation();
  const q = (key: string) => t(`companyInfo.qr.${key}`);
  const picture = isQrImageUrl(value);

  // One download at a time; a failure (no picture drawn) says so in the page's words.
  const download = () =>
    void mutation.run({
      key: 'download',
      mutate: async () => {
        if (picture) {
          const link = document.createElement('a');
          link.href = value;
          link.download = q('fileName');
          link.click();
        } else if (drawn.current) {
          await downloadQr(drawn.current, q('fileName'));
        }
      },
      showError: () => void message.error(q('downloadFailed')),
    });

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      void message.success(q('copied'));
    } catch {
      void message.warning(q('copyFailed'));
    }
  }

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{q('title')}</h2>} style={{ height: '100%' }} data-testid="company-aunt-qr">
      {value ? (
        <div className={styles.qr}>
          {picture ? (
            <img src={value} alt={q('alt')} className={styles.qrImage} />
          ) : (
            <div ref={drawn} role="img" aria-label={q('alt')} data-qr-value={value}>
              {/* The box is the picture and carries its name; antd's svg (a nameless role img of its own) is hidden from readers. */}
              <QRCode value={value} size={160} type="svg" errorLevel="M" aria-hidden />
            </div>
          )}
          <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography.Text>{q('hint')}</Typography.Text>
            {!picture && (
              <Typography.Text type="secondary" className={styles.link} data-testid="aunt-join-link">
                {value}
              </Typography.Text>
            )}
            <Flex gap={8} wrap>
              <Button icon={<DownloadOutlined />} loading={mutation.isBusy('download')} onClick={download}>
                {q('download')}
              </Button>
              {!picture && (
                <Button icon={<CopyOutlined />} onClick={() => void copy()}>
                  {q('copy')}
                </Button>
              )}
            </Flex>
          </Flex>
        </div>
      ) : (
        <Empty description={q('none')} />
      )}
    </Card>
  );
}
