/**
 * The embedded mock's demo accounts under the login form, so a new developer can sign in
 * without reading the README. The login page renders it only when __DEMO_ACCOUNTS__ is set, which
 * vite.config.ts does for the dev server on the embedded mock: a build holds neither this module
 * nor the passwords.
 */
import { useTranslation } from 'react-i18next';
import styles from './DemoAccounts.module.css';

const ROLE_LABELS: Record<string, string> = { AGENCY_ADMIN: 'login.demo.admin', AGENCY_STAFF: 'login.demo.staff' };

export function DemoAccounts({ accounts, onPick }: { accounts: readonly DemoLoginAccount[]; onPick: (account: DemoLoginAccount) => void }) {
  const { t } = useTranslation();
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
