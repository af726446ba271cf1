import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import styles from './public.module.css';

/** The centred card of the public pages (register, password reset, auth redirects), like /login. */
export function PublicCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <section className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}
