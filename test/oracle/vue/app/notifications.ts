// A plain module of a vue-i18n app: the global composer's t outside components.
import { createI18n } from 'vue-i18n';
import en from './locales/en.json';

export const i18n = createI18n({ legacy: false, locale: 'en', fallbackLocale: 'en', messages: { en } });

export function notifyError(code: number): string {
  switch (code) {
    case 404:
      return i18n.global.t('errors.notFound');
    case 403:
      return i18n.global.t('errors.forbidden', { code });
    default:
      return i18n.global.t('errors.generic', code);
  }
}

export const unreadCount = (n: number) => i18n.global.tc('notifications.unread', n);
export const message = (key: string) => i18n.global.t(key);
