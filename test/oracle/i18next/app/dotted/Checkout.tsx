// A dotted-key app with namespaces (nsSeparator ':', keySeparator '.'): keyPrefix, ns:key, { ns },
// plurals, ordinals, contexts, a <Trans> with i18nKey and one built from its children.
import { Trans, useTranslation } from 'react-i18next';

export function Checkout({ items, n }: { items: string[]; n: number }) {
  const { t } = useTranslation('shop', { keyPrefix: 'checkout' });
  const { t: tc } = useTranslation('common');
  return (
    <form>
      <h1>{t('title')}</h1>
      <p>{t('items', { count: items.length })}</p>
      <p>{t('place', { count: n, ordinal: true })}</p>
      <p>{t('greeting', { context: 'male' })}</p>
      <p>{t('support:help.link')}</p>
      <p>{t('terms', { ns: 'legal' })}</p>
      <button>{tc('actions.pay')}</button>
      <button>{tc('actions.cancel')}</button>
      <Trans i18nKey="checkout.summary" ns="shop" count={items.length}>
        You buy <strong>{{ count: items.length }}</strong> items for <b>{{ total: '9.99' }}</b>.
      </Trans>
      <Trans t={t}>
        Pay safely with <a href="/secure">our checkout</a>.
      </Trans>
      <Trans>
        Questions? <br /> Call us &ndash; we&apos;re here.
      </Trans>
      <Trans i18nKey="legal:consent">
        I agree to the <a href="/terms">terms</a>.
      </Trans>
    </form>
  );
}
