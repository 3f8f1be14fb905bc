// More of the natural-language app: a list with ordinals, a context on a Trans, the t prop, and strings
// that only look like keys.
import { Trans, useTranslation, withTranslation } from 'react-i18next';

export function AccountList({ accounts }: { accounts: { name: string; rank: number }[] }) {
  const { t, i18n } = useTranslation();
  const title = 'Accounts'; // not a key: no call
  return (
    <section>
      <h1>{t('Accounts')}</h1>
      <p>{t('Sorted by: {{field}}', { field: t('Name') })}</p>
      {accounts.map((a) => (
        <div key={a.name}>
          {t('{{rank}} place', { count: a.rank, ordinal: true, rank: a.rank })}
          <Trans t={t} context="closed">
            Account <em>{{ name: a.name }}</em> is closed
          </Trans>
        </div>
      ))}
      <Trans>
        Total: <strong>{{ total: accounts.length }}</strong> accounts, <span className="muted">updated</span> today
      </Trans>
      <p>{i18n.t('Off budget')}</p>
      <p title={title}>{t('Add account', { defaultValue: 'Add account' })}</p>
    </section>
  );
}

export default withTranslation()(AccountList);
