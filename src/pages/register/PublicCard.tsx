import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import styles from './public.module.css';
import shell from '@/components/publicPage.module.css';

/** The centred card of the public pages (register, password reset, auth redirects), like /login. */
export function PublicCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className={shell.page}>
      <div className={shell.language}>
        <LanguageSwitch />
      </div>
      <section className={`${shell.card} ${styles.wide}`}>
        <h1 className={shell.title}>{title}</h1>
        {subtitle && <p className={shell.subtitle}>{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}
