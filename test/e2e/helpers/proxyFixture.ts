// The proxy of the network scenario: where its access logs go (the leak scan reads them) and its Basic
// credentials (which the leak scan then looks for everywhere, as it does for tokens).
import { join, resolve } from 'node:path';

export const PROXY_LOG_DIR = resolve(__dirname, '..', '..', '..', 'test-results', 'proxy');
export const PROXY_USER = 'translator';
export const PROXY_PASSWORD = 'proxy-secret-4b8e1f';
export const PROXY_AUTHORIZATION = `Basic ${Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64')}`;
export const proxyLog = (name: string) => join(PROXY_LOG_DIR, `${name}.log`);
