/**
 * The printable policy certificate (/insurance/print?orderId=N, a static route inside the session
 * but outside the sidebar layout, opened in a new tab from an insured order): order/print with the
 * query parameter, rendered as a certificate with an 打印 button (window.print(); the print CSS
 * hides the button). A server that answers the document itself (PDF or HTML) has it shown here from
 * a blob URL, 打印 printing that document; the URL is revoked when the page goes.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { orderPrintAnswer, type InsurancePrintResult } from '@/api/insurance';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { genderKey, idTypeKey, insuredDateText, premiumText, productText, yuanText } from '../display';
import styles from './Print.module.css';
import '@/i18n/texts/insurance';

export default function InsurancePrintPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [params] = useSearchParams();
  const raw = params.get('orderId') ?? '';
  const orderId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const [certificate, setCertificate] = useState<InsurancePrintResult | null>(null);
  const [documentUrl, setDocumentUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (orderId === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    orderPrintAnswer({ orderId }, { silent: true, signal: controller.signal }).then(
      (answer) => {
        if ('certificate' in answer) {
          setCertificate(answer.certificate);
          return;
        }
        url = URL.createObjectURL(answer.document);
        setDocumentUrl(url);
      },
      (failure: unknown) => {
        if (!isCancelled(failure)) setError(loadErrorText(failure));
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId]);

  useEffect(() => {
    document.title = t('insurance.print.title');
  }, [t]);

  if (orderId === null) return <Alert className={styles.notice} type="error" showIcon title={t('insurance.print.missing')} />;
  if (error) return <Alert className={styles.notice} type="error" showIcon title={t('insurance.print.failed', { reason: error })} />;
  if (documentUrl) {
    return (
      <main className={styles.page}>
        <div className={styles.toolbar}>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => frame.current?.contentWindow?.print()}>
            {t('insurance.print.button')}
          </Button>
        </div>
        <iframe ref={frame} className={styles.document} title={t('insurance.print.title')} src={documentUrl} data-testid="insurance-print-document" />
      </main>
    );
  }
  if (!certificate) return <Skeleton className={styles.notice} active />;

  const rows: [string, string][] = [
    [t('insurance.print.policyNo'), certificate.policyNo],
    [t('insurance.print.product'), productText(certificate, lang)],
    [t('insurance.print.types'), certificate.types.join(lang === 'en' ? ', ' : '、')],
    [
      t('insurance.print.insured'),
      `${certificate.insurerName}（${t(genderKey(certificate.insurerGender))}） ${t(idTypeKey(certificate.insurerIdType))} ${certificate.insurerIdNo}`,
    ],
    [
      t('insurance.print.applicant'),
      certificate.applicantIdNo
        ? `${certificate.applicantName} ${t(idTypeKey(certificate.applicantIdType))} ${certificate.applicantIdNo}`
        : certificate.applicantName,
    ],
    [
      t('insurance.print.period'),
      t('insurance.print.periodValue', { from: insuredDateText(certificate.insuredDate), to: insuredDateText(certificate.endDate) }),
    ],
    [t('insurance.print.premium'), premiumText(certificate.premium, certificate.unit, lang)],
    [t('insurance.print.cover'), yuanText(certificate.cover)],
    [t('insurance.print.issuedTime'), certificate.issuedTime ? dayjs(certificate.issuedTime).format('YYYY-MM-DD HH:mm') : ''],
    [t('insurance.print.agency'), certificate.companyName],
  ];

  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('insurance.print.button')}
        </Button>
      </div>
      <article className={styles.certificate} aria-label={t('insurance.print.title')}>
        <h1 className={styles.heading}>{t('insurance.print.heading', { company: certificate.insuranceCompany })}</h1>
        <table className={styles.table}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>{t('insurance.print.note')}</p>
        <div className={styles.seal} aria-hidden>
          {certificate.insuranceCompany}
        </div>
      </article>
    </main>
  );
}
