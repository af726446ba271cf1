/**
 * The printable policy certificate (/insurance/print?orderId=N, a static route inside the session
 * but outside the sidebar layout, opened in a new tab from an insured order): order/print with the
 * query parameter, rendered as a certificate with an 打印 button (window.print(); the print CSS
 * hides the button). A server that answers the document itself (PDF or HTML) has it shown here from
 * a blob URL, 打印 printing that document; the URL is revoked when the page goes.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { insuranceQueries } from '@/api/insurance.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { genderKey, idTypeKey, insuredDateText, premiumText, productText } from '../display';
import styles from './Print.module.css';
import '@/i18n/texts/insurance';
import { dateTime, money } from '@/domain/format';
import { maskIdNumber } from '@/domain/personalData';

/** A frame showing a document from a blob address made for it, released when it changes or the page closes. */
function useDocumentFrame(document: Blob | null): RefObject<HTMLIFrameElement | null> {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const node = frame.current;
    if (!document || !node) return;
    const url = URL.createObjectURL(document);
    node.setAttribute('src', url);
    return () => URL.revokeObjectURL(url);
  }, [document]);
  return frame;
}

export default function InsurancePrintPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [params] = useSearchParams();
  const raw = params.get('orderId') ?? '';
  const orderId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const print = useQueryData(insuranceQueries.print(orderId ?? 0), { enabled: orderId !== null });
  const answer = print.loading ? null : print.data;
  const certificate = answer && 'certificate' in answer ? answer.certificate : null;
  const shownDocument = answer && 'document' in answer ? answer.document : null;
  const { error } = print;
  const frame = useDocumentFrame(shownDocument);

  useEffect(() => {
    document.title = t('insurance.print.title');
  }, [t]);

  if (orderId === null) return <Alert className={styles.notice} type="error" showIcon title={t('insurance.print.missing')} />;
  if (error) return <Alert className={styles.notice} type="error" showIcon title={t('insurance.print.failed', { reason: error })} />;
  if (shownDocument) {
    return (
      <main className={styles.page}>
        <div className={styles.toolbar}>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => frame.current?.contentWindow?.print()}>
            {t('insurance.print.button')}
          </Button>
        </div>
        <iframe ref={frame} className={styles.document} title={t('insurance.print.title')} data-testid="insurance-print-document" />
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
      `${certificate.insurerName}（${t(genderKey(certificate.insurerGender))}） ${t(idTypeKey(certificate.insurerIdType))} ${maskIdNumber(certificate.insurerIdNo)}`,
    ],
    [
      t('insurance.print.applicant'),
      certificate.applicantIdNo
        ? `${certificate.applicantName} ${t(idTypeKey(certificate.applicantIdType))} ${maskIdNumber(certificate.applicantIdNo)}`
        : certificate.applicantName,
    ],
    [
      t('insurance.print.period'),
      t('insurance.print.periodValue', { from: insuredDateText(certificate.insuredDate), to: insuredDateText(certificate.endDate) }),
    ],
    [t('insurance.print.premium'), premiumText(certificate.premium, certificate.unit, lang)],
    [t('insurance.print.cover'), money(certificate.cover)],
    [t('insurance.print.issuedTime'), certificate.issuedTime ? dateTime(certificate.issuedTime) : ''],
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
