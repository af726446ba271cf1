import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './resume.module.css';

const QrCode = lazy(() => import('./QrCode'));
const SIZE = 96;

/** A QR code of this resume's own link, drawn by a lazily loaded library. */
export function ResumeQr({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <figure className={styles.qr} data-testid="resume-qr">
      <div className={styles.qrCode} style={{ width: SIZE, height: SIZE }}>
        <Suspense fallback={null}>
          <QrCode value={url} size={SIZE} title={t('resume.qrAlt')} />
        </Suspense>
      </div>
      <figcaption>{t('resume.qr')}</figcaption>
    </figure>
  );
}
