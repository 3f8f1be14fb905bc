// Translation files down and up (src/core/weblate/translationFiles.ts) against each server: the download as
// stored and converted, the component zip, and an upload of a real translation file with its counts, the
// re-read, the conflict modes and the refusals (methods and conflict modes the translator may not use,
// a file the server cannot read, no file, no token). The regional translation is used because no other
// check writes to it.
import { strict as assert } from 'node:assert';
import { AuthError, PermissionError, ValidationError } from '../../src/core/http/errors';
import {
  downloadComponentZip,
  downloadTranslationFile,
  uploadTranslationFile,
  type Unit,
} from '../../src/core/weblate';
import { type Check, rejection } from './check';
import { raw, type Target } from './targets';
import { nestedJson } from '../unit/weblate/nestedJson';

const lookup = (json: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], json);

async function regionalUnits(t: Target): Promise<Unit[]> {
  const { project, component, regional } = t.fx;
  return (await t.client(t.admin).listTranslationUnits(project, component, regional.code)).filter(
    (u) => u.source.length === 1,
  );
}

export const fileChecks: Check[] = [
  {
    name: 'files: a translation file downloads as stored and converted to po; an unknown format is refused naming format',
    async run(t) {
      const { project, component, regional } = t.fx;
      const c = t.client(t.translator);
      const file = await downloadTranslationFile(c, project, component, regional.code);
      assert.equal(file.suggestedName, `${project}-${component}-${regional.code}.json`);
      assert.match(file.contentType ?? '', /^application\/json/);
      const json = JSON.parse(file.bytes.toString('utf8')) as unknown;
      const translated = (await regionalUnits(t)).filter((u) => u.state >= 20);
      assert.ok(translated.length > 0);
      for (const u of translated) assert.equal(lookup(json, u.context), u.target[0], u.context);
      const po = await downloadTranslationFile(c, project, component, regional.code, { format: 'po' });
      assert.equal(po.suggestedName, `${project}-${component}-${regional.code}.po`);
      assert.match(po.contentType ?? '', /^text\/x-po/);
      assert.match(
        po.bytes.toString('utf8'),
        new RegExp(`^msgctxt "${translated[0]!.context.replace(/\./g, '\\.')}"\\nmsgid `, 'm'),
      );
      const bad = await rejection(
        downloadTranslationFile(c, project, component, regional.code, { format: 'no-such-format' }),
      );
      assert.ok(bad instanceof ValidationError, bad.name);
      assert.deepEqual(
        bad.problems.map((p) => [p.field, p.message]),
        [['format', 'Conversion to no-such-format is not supported']],
      );
      const allow = (
        await raw(t, `api/translations/${project}/${component}/${regional.code}/file/`, { token: t.translator })
      ).headers.get('allow');
      assert.deepEqual(allow?.split(', ').sort(), ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);
    },
  },
  {
    name: 'files: the component zip holds each translation file under project/component/path',
    async run(t) {
      const { project, component, regional, language } = t.fx;
      const zip = await downloadComponentZip(t.client(t.admin), project, component);
      assert.equal(zip.suggestedName, `${project}-${component}.zip`);
      assert.equal(zip.contentType, 'application/zip');
      const translations = await t.client(t.admin).listTranslations(project, component);
      for (const tr of translations)
        assert.ok(zip.bytes.includes(Buffer.from(`${project}/${component}/${tr.filename}`)), tr.filename);
      assert.ok(
        translations.some((tr) => tr.language.code === regional.code) &&
          translations.some((tr) => tr.language.code === language),
      );
    },
  },
  {
    name: 'files: upload with translate counts accepted and skipped through the template; replace-translated overwrites',
    async run(t) {
      const { project, component, regional } = t.fx;
      const c = t.client(t.translator);
      const units = await regionalUnits(t);
      const all = await t.client(t.admin).listTranslationUnits(project, component, regional.code);
      const empty = units.find((u) => u.state === 0)!;
      const done = units.find((u) => u.state === 20)!;
      const upload = (strings: Record<string, string>, conflicts?: 'replace-translated') =>
        uploadTranslationFile(
          c,
          project,
          component,
          regional.code,
          { name: `${regional.fileCode}.json`, bytes: nestedJson(strings) },
          { method: 'translate', conflicts },
        );
      // A key the template lacks is no unit: neither counted nor "not found" for monolingual JSON.
      const first = await upload({
        [empty.context]: 'Texto da conformidade',
        [done.context]: done.target[0]!,
        'no.such.key': 'x',
      });
      assert.deepEqual(first, { accepted: 1, skipped: 1, notFound: 0, total: all.length, changed: true });
      const now = await c.getUnit(empty.id);
      assert.deepEqual([now.target, now.state], [['Texto da conformidade'], 20]);
      const again = await upload({ [empty.context]: 'Texto da conformidade', [done.context]: 'Substituído' });
      assert.deepEqual([again.accepted, again.skipped, again.changed], [0, 2, false]);
      const replaced = await upload(
        { [empty.context]: 'Texto da conformidade', [done.context]: 'Substituído' },
        'replace-translated',
      );
      assert.deepEqual([replaced.accepted, replaced.skipped], [1, 1]);
      assert.deepEqual((await c.getUnit(done.id)).target, ['Substituído']);
      const file = await downloadTranslationFile(c, project, component, regional.code);
      assert.equal(lookup(JSON.parse(file.bytes.toString('utf8')), done.context), 'Substituído');
    },
  },
  {
    name: 'files: upload refusals: methods and conflicts the translator lacks (400 naming them), an unreadable file, no file, no token',
    async run(t) {
      const { project, component, regional } = t.fx;
      const c = t.client(t.translator);
      const file = { name: 'x.json', bytes: nestedJson({ 'menu.file.open': 'x' }) };
      for (const method of ['approve', 'add', 'replace', 'source'] as const) {
        const err = await rejection(uploadTranslationFile(c, project, component, regional.code, file, { method }));
        assert.ok(err instanceof PermissionError && err.status === 400, `${method}: ${err.name} ${err.message}`);
      }
      const conflicts = await rejection(
        uploadTranslationFile(c, project, component, regional.code, file, {
          method: 'translate',
          conflicts: 'replace-approved',
        }),
      );
      assert.ok(conflicts instanceof PermissionError && conflicts.status === 400, conflicts.message);
      const unreadable = await rejection(
        uploadTranslationFile(
          c,
          project,
          component,
          regional.code,
          { name: 'x.json', bytes: Buffer.from('{ not json') },
          { method: 'translate' },
        ),
      );
      assert.ok(unreadable instanceof ValidationError, unreadable.name);
      assert.deepEqual(
        unreadable.problems.map((p) => p.field),
        ['file'],
      );
      const form = new FormData();
      form.append('method', 'translate');
      const res = await fetch(new URL(`api/translations/${project}/${component}/${regional.code}/file/`, t.url), {
        method: 'POST',
        headers: { Authorization: `Token ${t.translator}`, Accept: 'application/json' },
        body: form,
      });
      assert.equal(res.status, 400);
      assert.deepEqual(await res.json(), {
        type: 'validation_error',
        errors: [{ code: 'required', detail: 'No file was submitted.', attr: 'file' }],
      });
      const anonymous = await rejection(
        uploadTranslationFile(t.client(), project, component, regional.code, file, { method: 'translate' }),
      );
      assert.ok(anonymous instanceof AuthError, anonymous.name);
    },
  },
];
