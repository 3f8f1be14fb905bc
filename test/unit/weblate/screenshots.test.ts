// Screenshots (src/core/weblate/screenshots.ts): the schema on both real shapes recorded from Weblate
// 5.10.4 and 2026.10.1 (test/fixtures/weblate/<release>/screenshots.json), then the client against the
// sandbox over loopback HTTP, as both releases behave: a unit's screenshots through its source unit's
// `screenshots_url` (2026.x) and through the component's list (5.10.4, no such field); create, link,
// unlink, rename, replace, delete; the image with the token, checked by its bytes; every refusal typed.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PermissionError, ProtocolError, ValidationError } from '../../../src/core/http/errors';
import { envelope } from '../../../src/core/http/paging';
import {
  createScreenshot,
  deleteScreenshot,
  getScreenshot,
  linkScreenshotUnit,
  listComponentScreenshots,
  MAX_SCREENSHOT_BYTES,
  renameScreenshot,
  replaceScreenshotImage,
  screenshotImage,
  ScreenshotSchema,
  sourceUnitId,
  unitScreenshots,
  unlinkScreenshotUnit,
  WeblateClient,
  type Screenshot,
} from '../../../src/core/weblate';
import { makePng } from '../../../sandbox/worldanvil/png';
import { useSandbox } from '../sandbox/helpers';

const retry = { baseDelayMs: 1, maxRetries: 0 };
const FIXTURES = join(__dirname, '../../fixtures/weblate');

describe('weblate screenshots: the schema on both real releases', () => {
  for (const release of ['5.10.4', '2026.10.1']) {
    const recorded = JSON.parse(readFileSync(join(FIXTURES, release, 'screenshots.json'), 'utf8'));

    it(`${release}: a list item, the create answer (no id) and the link answer parse to the same shape`, () => {
      const [listed] = envelope(ScreenshotSchema).parse(recorded.list).results as Screenshot[];
      assert.deepEqual(listed, {
        id: 1,
        name: 'Probe shot',
        project: 'atlas',
        component: 'web',
        language: 'en',
        fileUrl: 'https://weblate.example.org/api/screenshots/1/file/',
        unitIds: [1],
      });
      const created = ScreenshotSchema.parse(recorded.create);
      assert.equal(created.id, 1, 'the id is read from the address when the answer has none');
      assert.deepEqual(created.unitIds, []);
      assert.deepEqual(ScreenshotSchema.parse(recorded.link).unitIds, [1]);
    });
  }

  it('2026.10.1 lists a unit’s screenshots in the same shape; a foreign address or id is refused', () => {
    const recorded = JSON.parse(readFileSync(join(FIXTURES, '2026.10.1', 'screenshots.json'), 'utf8'));
    assert.equal(envelope(ScreenshotSchema).parse(recorded.unitScreenshots).results.length, 1);
    const item = recorded.list.results[0];
    assert.equal(ScreenshotSchema.safeParse({ ...item, id: undefined, url: 'https://x/other/1/' }).success, false);
    assert.equal(ScreenshotSchema.safeParse({ ...item, translation: 'https://x/api/projects/a/' }).success, false);
    assert.equal(ScreenshotSchema.safeParse({ ...item, units: 'https://x/api/units/1/' }).success, false);
    // A unit address that is not one is dropped, never turned into a number.
    const odd = ScreenshotSchema.parse({ ...item, units: ['https://x/api/units/1/', 'https://x/api/units/../'] });
    assert.deepEqual(odd.unitIds, [1]);
    assert.ok(z.string().parse(item.file_url));
  });
});

function suiteFor(era: 'newest' | '5.10') {
  describe(`weblate screenshots against the sandbox (${era === 'newest' ? 'units carry screenshots_url' : '5.10.4: no screenshots_url'})`, () => {
    const ctx = useSandbox(era === 'newest' ? {} : { reviewApi: false });
    const as = (token?: string) => new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token, retry });
    const admin = () => as(ctx.sb.credentials.weblate.adminToken);
    const translator = () => as(ctx.sb.credentials.weblate.translatorToken);
    const png = makePng(8, 6, (x) => [x * 30, 10, 10]);
    /** A client that notes each request's address in `requests`. */
    const logged = (token: string, requests: string[]) =>
      new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token, retry, onRequestLog: (e) => requests.push(e.url) });

    it('a translated unit shows the screenshots of its source unit, in one request', async () => {
      const client = translator();
      const [unit] = await client.listTranslationUnits('atlas', 'web', 'de', { q: 'key:menu.file.save' });
      assert.ok(unit);
      assert.equal(typeof unit.screenshots_url === 'string', era === 'newest');
      const requests: string[] = [];
      const counted = logged(ctx.sb.credentials.weblate.translatorToken, requests);
      const shots = await unitScreenshots(counted, unit, { project: 'atlas', component: 'web' });
      assert.deepEqual(shots.map((s) => s.name).sort(), ['File menu', 'Save dialog']);
      assert.equal(requests.length, 1);
      assert.ok(shots.every((s) => s.unitIds.includes(sourceUnitId(unit))));
      const [other] = await client.listTranslationUnits('atlas', 'web', 'de', { q: 'key:menu.edit.undo' });
      assert.deepEqual(await unitScreenshots(client, other!, { project: 'atlas', component: 'web' }), []);
    });

    it('the image comes with the token as PNG bytes; a cap below its size refuses it', async () => {
      const client = translator();
      const [shot] = await listComponentScreenshots(client, 'atlas', 'web');
      const image = await screenshotImage(client, shot!);
      assert.equal(image.mime, 'image/png');
      await assert.rejects(screenshotImage(client, shot!, { maxBytes: 10 }), /more than 10 bytes/);
      // A file address on another server is never fetched.
      await assert.rejects(
        screenshotImage(client, { ...shot!, fileUrl: 'https://elsewhere.example/api/screenshots/1/file/' }),
        (e) => e instanceof ProtocolError && e.fieldPath === 'file_url',
      );
    });

    it('create, link a source unit, unlink, rename, replace the image, delete', async () => {
      const client = admin();
      const [unit] = await client.listTranslationUnits('atlas', 'web', 'de', { q: 'key:menu.edit.redo' });
      const created = await createScreenshot(client, {
        project: 'atlas',
        component: 'web',
        sourceLanguage: 'en',
        name: 'Edit menu',
        image: { name: 'edit.png', bytes: png },
      });
      assert.equal(created.name, 'Edit menu');
      const linked = await linkScreenshotUnit(client, created.id, sourceUnitId(unit!));
      assert.deepEqual(linked.unitIds, [sourceUnitId(unit!)]);
      const shown = await unitScreenshots(client, unit!, { project: 'atlas', component: 'web' });
      assert.deepEqual(
        shown.map((s) => s.id),
        [created.id],
      );
      // A translated unit's own id is not a unit of the source translation: refused by name.
      await assert.rejects(
        linkScreenshotUnit(client, created.id, unit!.id),
        (e) => e instanceof ValidationError && e.problems.some((p) => p.field === 'unit_id'),
      );
      await unlinkScreenshotUnit(client, created.id, sourceUnitId(unit!));
      assert.deepEqual((await getScreenshot(client, created.id)).unitIds, []);
      assert.equal((await renameScreenshot(client, created.id, 'Edit menu, open')).name, 'Edit menu, open');
      const other = makePng(3, 3, () => [0, 200, 0]);
      await replaceScreenshotImage(client, created.id, { name: 'edit2.png', bytes: other });
      assert.deepEqual((await screenshotImage(client, created)).bytes, other);
      await deleteScreenshot(client, created.id);
      assert.ok(!(await listComponentScreenshots(client, 'atlas', 'web')).some((s) => s.id === created.id));
    });

    it('refusals: a translator may not add (403), a non-image and an image over 10 MB are not sent', async () => {
      const input = {
        project: 'atlas',
        component: 'web',
        sourceLanguage: 'en',
        name: 'x',
        image: { name: 'x.png', bytes: png },
      };
      await assert.rejects(createScreenshot(translator(), input), PermissionError);
      const requests: string[] = [];
      const client = logged(ctx.sb.credentials.weblate.adminToken, requests);
      await assert.rejects(
        createScreenshot(client, { ...input, image: { name: 'x.png', bytes: Buffer.from('not an image') } }),
        (e) => e instanceof ValidationError && e.problems[0]!.field === 'image',
      );
      const big = Buffer.concat([png, Buffer.alloc(MAX_SCREENSHOT_BYTES)]);
      await assert.rejects(
        createScreenshot(client, { ...input, image: { name: 'x.png', bytes: big } }),
        (e) => e instanceof ValidationError && /at most 10 MB/.test(e.problems[0]!.message),
      );
      await assert.rejects(createScreenshot(client, { ...input, name: ' ' }), ValidationError);
      assert.deepEqual(requests, [], 'nothing was sent');
    });
  });
}

suiteFor('newest');
suiteFor('5.10');
