import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import styles from './public.module.css';

/** The centred card of the public pages (register, password reset, auth redirects), like /login. */
export function PublicCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="public-page">
      <div className="public-language">
        <LanguageSwitch />
      </div>
      <section className={`public-card ${styles.wide}`}>
        <h1 className="public-title">{title}</h1>
        {subtitle && <p className="public-subtitle">{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}
