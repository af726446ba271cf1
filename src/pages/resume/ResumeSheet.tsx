import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { colorOfName, WorkStatusTag } from '@/components/aunt';
import { TemplateText } from '@/components/catalogues/TemplateText';
import { resumeValues } from '@/components/catalogues/templateValues';
import { ethnicityLabel } from '@/domain/auntCodes';
import { templateLanguage } from '@/domain/templates';
import type { PublicAunt } from '@/api/aunt';
import { ReadinessBadge, useReadinessToday } from '@/components/readiness';
import { factsReadiness } from '@/domain/readiness';
import { ResumeQr } from './ResumeQr';
import styles from './resume.module.css';
import { moneyRange } from '@/domain/format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function TagList({ names, color }: { names: readonly string[]; color?: string }) {
  return (
    <div className={styles.tags}>
      {names.map((name) => (
        <Tag key={name} color={color} style={{ marginInlineEnd: 0 }}>
          {name}
        </Tag>
      ))}
    </div>
  );
}

/**
 * The one-page resume: header with portrait and QR code, key facts, the agency's resume text (its
 * template at /company/templates filled from this record), then the sections that have content.
 * One language per resume: the agency's text shows only in the language it is written in, filled
 * with values in that language (a Chinese text in the English resume would read "属Dog" or mix
 * two languages on one page; the facts above give its values in English).
 */
export function ResumeSheet({ aunt, url }: { aunt: PublicAunt; url: string }) {
  const { t, i18n } = useTranslation();
  const today = useReadinessToday();
  const dash = '—';
  const salary = aunt.expectedSalary ? moneyRange(aunt.expectedSalary, aunt.expectedSalaryMax, { per: 'month' }) : dash;
  const subtitle = [t(`codes.gender.${aunt.gender}`), aunt.age !== null ? t('resume.age', { age: aunt.age }) : null, aunt.nativePlace || null].filter(Boolean);
  const facts: [string, ReactNode][] = [
    ['age', aunt.age !== null ? t('resume.age', { age: aunt.age }) : dash],
    ['zodiac', aunt.zodiac ? t(`codes.zodiac.${aunt.zodiac}`) : dash],
    ['constellation', aunt.constellation ? t(`codes.constellation.${aunt.constellation}`) : dash],
    ['ethnicity', aunt.ethnicity ? ethnicityLabel(aunt.ethnicity, i18n.language) : dash],
    ['nativePlace', aunt.nativePlace || dash],
    ['education', aunt.education ? t(`codes.education.${aunt.education}`) : dash],
    ['height', aunt.height ? t('resume.values.height', { value: aunt.height }) : dash],
    ['weight', aunt.weight ? t('resume.values.weight', { value: aunt.weight }) : dash],
    ['experience', t('resume.values.years', { value: aunt.experienceYears })],
    ['salary', salary],
    ['liveIn', t(`codes.liveIn.${aunt.liveIn}`)],
    ['mobile', <span data-testid="resume-mobile">{aunt.mobile || dash}</span>],
  ];
  const serviceTypes = aunt.serviceTypeNames ?? [];
  const skills = aunt.skillNames ?? [];
  const certificates = aunt.certificateNames ?? [];
  const labels = aunt.labelNames ?? [];
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const profile = aunt.resumeTemplate?.trim() ?? '';
  const profileLanguage = templateLanguage(profile);
  const showProfile = profile !== '' && (profileLanguage === null || profileLanguage === language);

  return (
    <article className={styles.sheet} aria-label={t('resume.title')}>
      <header className={styles.header}>
        {aunt.portrait ? (
          <img className={styles.portrait} src={aunt.portrait.filePath} alt={aunt.auntName} />
        ) : (
          <div className={styles.initial} style={{ background: colorOfName(aunt.auntName) }} aria-hidden>
            {aunt.auntName.charAt(0)}
          </div>
        )}
        <div className={styles.identity}>
          <h1 className={styles.name}>{aunt.auntName}</h1>
          <div className={styles.subtitle}>{subtitle.join(' · ')}</div>
          <div className={styles.tags}>
            <WorkStatusTag status={aunt.workStatus} />
            {/* From the server's ready-to-work facts (ours, optional): without them the blacklist only, the badge saying what it could not check. */}
            <ReadinessBadge readiness={factsReadiness(aunt.workStatus, aunt.readiness, today)} />
            {serviceTypes.map((name) => (
              <Tag key={name} color="orange" style={{ marginInlineEnd: 0 }}>
                {name}
              </Tag>
            ))}
          </div>
        </div>
        <ResumeQr url={url} />
      </header>

      <dl className={styles.facts}>
        {facts.map(([key, value]) => (
          <div key={key} className={styles.fact}>
            <dt>{t(`resume.facts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {showProfile && (
        <Section title={t('resume.sections.profile')}>
          <TemplateText className={styles.paragraph} content={aunt.resumeTemplate} kind="auntResume" values={resumeValues(aunt, t, language)} />
        </Section>
      )}
      {skills.length > 0 && (
        <Section title={t('resume.sections.skills')}>
          <TagList names={skills} />
        </Section>
      )}
      {certificates.length > 0 && (
        <Section title={t('resume.sections.certificates')}>
          <TagList names={certificates} color="blue" />
        </Section>
      )}
      {labels.length > 0 && (
        <Section title={t('resume.sections.labels')}>
          <TagList names={labels} color="green" />
        </Section>
      )}
      {aunt.introduction && (
        <Section title={t('resume.sections.introduction')}>
          <p className={styles.paragraph}>{aunt.introduction}</p>
        </Section>
      )}
      {aunt.workHistory.length > 0 && (
        <Section title={t('resume.sections.history')}>
          <ul className={styles.history}>
            {[...aunt.workHistory]
              .sort((a, b) => b.startMonth.localeCompare(a.startMonth))
              .map((entry, index) => (
                <li key={`${entry.startMonth}-${index}`}>
                  <span className={styles.period}>
                    {entry.startMonth} ~ {entry.endMonth ?? t('resume.values.ongoing')}
                  </span>
                  <span>
                    <strong>{entry.employer}</strong>
                    {entry.description ? ` — ${entry.description}` : ''}
                  </span>
                </li>
              ))}
          </ul>
        </Section>
      )}
      {aunt.workPhotos.length > 0 && (
        <Section title={t('resume.sections.photos')}>
          <div className={styles.photos}>
            {aunt.workPhotos.slice(0, 8).map((photo, index) => (
              <img key={`${photo.fileId}-${index}`} src={photo.filePath} alt={`${t('resume.sections.photos')} ${index + 1}`} loading="lazy" />
            ))}
          </div>
        </Section>
      )}
      {aunt.companyName && <footer className={styles.footer}>{aunt.companyName}</footer>}
    </article>
  );
}
