/**
 * The embedded mock's demo accounts under the login form, so a new developer can sign in
 * without reading the README. __DEMO_ACCOUNTS__ is null in every build and with a real back end
 * (vite.config.ts), so a production bundle holds neither the list nor its passwords.
 */
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

const ROLE_LABELS: Record<string, string> = { AGENCY_ADMIN: 'login.demo.admin', AGENCY_STAFF: 'login.demo.staff' };

export function DemoAccounts({ onPick }: { onPick: (account: DemoLoginAccount) => void }) {
  const { t } = useTranslation();
  const accounts = __DEMO_ACCOUNTS__;
  if (!accounts?.length) return null;
  return (
    <section className={styles.demo} aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className={styles.demoTitle}>
        {t('login.demo.title')}
      </h2>
      <p className={styles.demoHint}>{t('login.demo.hint')}</p>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={account.mobile}>
            <button type="button" className={styles.demoAccount} onClick={() => onPick(account)}>
              <span className={styles.demoWho}>
                {account.contact} · {t(ROLE_LABELS[account.roleKey] ?? 'login.demo.other')}
              </span>
              <span className={styles.demoCompany}>{account.companyName}</span>
              <span className={styles.demoCredentials}>
                {account.mobile} / {account.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
