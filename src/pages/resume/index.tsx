/**
 * /resume?token=<token> (public, no login; ours: api/resumeLink): the aunt's one-page resume from the public view of
 * getAunt, printable on A4, with a QR code of its own link and the zh/en switch.
 */
import { useEffect } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ResumeSheet } from './ResumeSheet';
import { usePublicAunt } from './usePublicAunt';
import styles from './resume.module.css';
import '@/i18n/features';
import '@/i18n/texts/resume';

export default function ResumePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state, retry } = usePublicAunt(params.get('token'));
  const name = state.status === 'ready' ? state.aunt.auntName : null;

  // The route's title ('aunt resume') is set by the app; with her name it also names a saved PDF.
  useEffect(() => {
    if (name) document.title = `${name} - ${t('resume.title')}`;
  }, [name, t]);

  let body;
  if (state.status === 'loading') {
    body = (
      <div className={styles.state} data-testid="resume-loading" aria-label={t('resume.loading')}>
        <Skeleton avatar active paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (state.status === 'ready') {
    body = <ResumeSheet aunt={state.aunt} url={window.location.href} />;
  } else {
    const notFound = state.status === 'notFound';
    body = (
      <div className={styles.state}>
        <Result
          status={notFound ? '404' : 'error'}
          title={t(notFound ? 'resume.notFound' : 'resume.loadFailed')}
          subTitle={notFound ? t('resume.notFoundHint') : undefined}
          extra={
            notFound ? undefined : (
              <Button type="primary" onClick={retry}>
                {t('resume.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }

  return (
    <main className={styles.screen}>
      <div className={styles.toolbar}>
        <LanguageSwitch />
        <Button type="primary" icon={<PrinterOutlined />} disabled={state.status !== 'ready'} onClick={() => window.print()}>
          {t('resume.print')}
        </Button>
      </div>
      {body}
    </main>
  );
}
