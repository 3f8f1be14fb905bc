// The settings page of the dotted app: nested elements, components, fragments and values in <Trans>, a
// fixed t, and a hook bound under another name.
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import i18n from './i18n';

const fixed = i18n.getFixedT(null, 'settings', 'profile');

export function Profile({ user }: { user: { name: string; unread: number } }) {
  const { t: translate } = useTranslation(['settings', 'common']);
  return (
    <Fragment>
      <h2>{translate('profile.heading')}</h2>
      <label>{fixed('name')}</label>
      <Trans>
        Hello <Fragment>dear</Fragment> <strong title="user">{{ name: user.name }}</strong>, you have{' '}
        <i>{{ count: user.unread }}</i> new <b>messages</b>.
      </Trans>
      <Trans>
        Nested{' '}
        <span>
          deep <strong>and</strong>{' '}
          <em>
            deeper <i>still</i>
          </em>
        </span>
        end.
      </Trans>
      <Trans>Only text with &copy; 2026 &amp; more</Trans>
      <Trans tOptions={{ context: 'formal' }}>Greeting</Trans>
      <p>{translate('common:save')}</p>
    </Fragment>
  );
}
