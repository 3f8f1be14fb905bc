// A natural-language app (keys are the English texts; nsSeparator and keySeparator false), in the idioms of
// a budgeting app: long keys with colons, common words, <Trans> with markup, plurals and contexts.
import React, { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type Props = { accountName: string; count: number; onDone: () => void; payee?: string };

export function ReconcileBanner({ accountName, count, onDone }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (count === 0) {
    return (
      <div className="banner">
        <Trans>All reconciled!</Trans>
        <button onClick={onDone}>{t('Done')}</button>
      </div>
    );
  }
  return (
    <div className="banner" aria-label={t('Reconcile')}>
      <h2>{t('Closed: {{accountName}}', { accountName })}</h2>
      <p>
        <Trans count={count}>
          You have <strong>{{ count }}</strong> uncleared transactions in{' '}
          <Link to={`/accounts/${accountName}`}>{{ accountName }}</Link>.
        </Trans>
      </p>
      <p>
        <Trans>
          Your cleared balance does not match your bank&rsquo;s. The difference is{' '}
          <strong>{{ difference: '12.00' }}</strong>.<br />
          Check the transactions marked with <i>a flag</i> first.
        </Trans>
      </p>
      <button onClick={() => setOpen(!open)}>{open ? t('Cancel') : t('Reconcile')}</button>
      <button title={t('Delete')}>{t('Delete')}</button>
      <span>{t('Transfer: {{name}}', { name: accountName })}</span>
      <span>{t('Notes: {{name}}', { name: 'x' })}</span>
      <span>{t('{{count}} transaction', { count })}</span>
      <span>{t('Edit', { context: 'verb' })}</span>
      <span>{t('Edit', { context: 'noun' })}</span>
      {/* t('commented out') is no usage */}
    </div>
  );
}

export function ReconcileFooter({ payee }: Props) {
  const { t } = useTranslation();
  const label = payee ? t('Pay {{payee}}', { payee }) : t('Pay');
  return (
    <footer>
      <Trans>
        Need help? Read <a href="https://example.org/help">the guide</a> or <button type="button">contact us</button>.
      </Trans>
      <Trans i18nKey="Last reconciled: {{date}}" values={{ date: '2026-11-29' }} />
      <Trans defaults="Nothing to reconcile" />
      <p>{label}</p>
      <Trans>
        Press <kbd>Enter</kbd> to save &amp; continue &mdash; or <kbd>Esc</kbd>&nbsp;to stop.
      </Trans>
    </footer>
  );
}
