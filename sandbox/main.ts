// `npm run sandbox -- [flags]`: runs the sandbox server until Ctrl-C, printing its addresses and the demo
// credentials (a local demo server: printing them here is the point).
import { parseArgs } from 'node:util';
import { ensureTlsFiles, sandboxTls } from '../scripts/lib/tls';
import { parseFaultArg } from './faults';
import { checkedOrder, startSandbox } from './server';
import type { DataSize } from './types';

const HELP = `Usage: npm run sandbox -- [options]
  --port N            listen on 127.0.0.1:N (default: a free port)
  --size small|large  sample data (large: a 50,000-unit translation and 2,000 translations)
  --ledger            add the realistic Ledger project (1,562 natural-language keys, 10,500 changes)
  --formats           add the project "File formats" (XLIFF 1.2, Android, monolingual PO and Qt TS)
  --latency MS        added to every request
  --rate-limit N      Weblate requests per minute before 429 (default: unlimited)
  --wa-rate-limit N   World Anvil requests per second before 429 with Retry-After (default: unlimited)
  --changes-order O   oldest-first (the seed, default) or newest-first (real Weblate)
  --no-review-api     play Weblate 5.10: no suggestion or comment routes (default: the newest's)
  --fault SPEC        inject a fault, repeatable: kind[:number][:pathRegex]
                      kinds: latency status rateLimit reset truncate wrongType html successFalse lie
                      e.g. --fault status:503:/api/projects/  --fault latency:2000  --fault reset::/api/units/
                      lie:NAME[:pathRegex] answers with lying headers or a hostile body (hostile/wire.ts):
                      contentTypeHtml contentTypeOctetStream contentLengthLonger contentLengthShorter
                      redirectOtherOrigin redirectPlainHttp redirectFile redirectJavascript redirectLoop
                      binaryBody hugeBody hugeBodyStreamed endlessBody
  --tls               serve https with the test authority's certificate for 127.0.0.1/localhost
                      (made by scripts/setup-tls.sh; trust its ca.crt, e.g. NODE_EXTRA_CA_CERTS)
  --hostile           hostile-server mode: every string field of every answer from a corpus of hostile
                      values (paths, links, markup, bidi and invalid UTF-16, 1 MB strings); ids, slugs,
                      dates and API links stay usable
  --seed N            which hostile value each field gets (default 1): the same seed reproduces a run
  --json              print one JSON line with the addresses and credentials
  --help              this text
Faults can also be changed while running: POST/DELETE /__sandbox/faults; the change order with
POST /__sandbox/settings {"changesOrder": "newest-first", "reviewApi": false, "worldAnvilRateLimit": 5}; the hostile mode with POST {"seed": N} /
DELETE /__sandbox/hostile (GET: how many values were served where).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      size: { type: 'string' },
      ledger: { type: 'boolean' },
      formats: { type: 'boolean' },
      latency: { type: 'string' },
      'rate-limit': { type: 'string' },
      'wa-rate-limit': { type: 'string' },
      fault: { type: 'string', multiple: true },
      tls: { type: 'boolean' },
      'changes-order': { type: 'string' },
      'no-review-api': { type: 'boolean' },
      json: { type: 'boolean' },
      hostile: { type: 'boolean' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const size = (values.size ?? 'small') as DataSize;
  if (size !== 'small' && size !== 'large') throw new Error('--size must be small or large');
  const tls = values.tls ? ensureTlsFiles() : undefined;
  const sandbox = await startSandbox({
    ...(tls ? { tls: sandboxTls(tls) } : {}),
    port: values.port ? Number(values.port) : 0,
    size,
    ledger: values.ledger ?? false,
    formats: values.formats ?? false,
    latencyMs: values.latency ? Number(values.latency) : 0,
    rateLimit: values['rate-limit'] ? Number(values['rate-limit']) : 0,
    worldAnvilRateLimit: values['wa-rate-limit'] ? Number(values['wa-rate-limit']) : 0,
    faults: (values.fault ?? []).map(parseFaultArg),
    changesOrder: checkedOrder(values['changes-order'] ?? 'oldest-first'),
    reviewApi: !values['no-review-api'],
    ...(values.hostile ? { hostile: { seed: Number(values.seed ?? 1) } } : {}),
  });
  const facts = {
    ...(tls ? { ca: tls.ca } : {}),
    origin: sandbox.origin,
    weblateUrl: sandbox.weblateUrl,
    weblateApi: `${sandbox.origin}/api/`,
    worldAnvilUrl: sandbox.worldAnvilUrl,
    boromirUrl: sandbox.boromirUrl,
    credentials: sandbox.credentials,
  };
  if (values.json) {
    console.log(JSON.stringify(facts));
  } else {
    const c = sandbox.credentials;
    console.log(`Scriptorium sandbox (${size} data${values.hostile ? `, hostile mode, seed ${values.seed ?? 1}` : ''}) listening on ${sandbox.origin}
  Weblate:      ${facts.weblateApi}   admin token ${c.weblate.adminToken}
                translator token ${c.weblate.translatorToken}   project token ${c.weblate.projectToken}
  World Anvil:  ${sandbox.boromirUrl} (Boromir)   ${sandbox.worldAnvilUrl} (Aragorn)
                x-application-key ${c.worldAnvil.applicationKey}   x-auth-token ${c.worldAnvil.authToken}
${tls ? `  TLS:          trust ${tls.ca} (e.g. NODE_EXTRA_CA_CERTS=${tls.ca})\n` : ''}Ctrl-C stops it.`);
  }
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(`sandbox: ${(e as Error).message}`);
  process.exit(1);
});
