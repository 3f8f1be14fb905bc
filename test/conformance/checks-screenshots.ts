// Screenshots (#26 item 2) on every server: the whole round the extension makes — create with
// POST /api/screenshots/ (multipart), replace the image, link a source unit, list the component's, find a
// translated unit's through its source unit (screenshots_url on 2026.x, the component's list on 5.10.4),
// read the image with the token, unlink, rename, delete — and the refusals (403 for a translator, 400 for a
// file that is no image, 405 for a create on the component's list).
import { strict as assert } from 'node:assert';
import { PermissionError, ValidationError } from '../../src/core/http/errors';
import {
  createScreenshot,
  deleteScreenshot,
  getScreenshot,
  linkScreenshotUnit,
  listComponentScreenshots,
  renameScreenshot,
  replaceScreenshotImage,
  screenshotImage,
  sourceUnitId,
  unitScreenshots,
  unlinkScreenshotUnit,
} from '../../src/core/weblate';
import { makePng } from '../../sandbox/worldanvil/png';
import { rejection, type Check } from './check';
import { raw, type Target } from './targets';

async function sourceLanguage(t: Target): Promise<string> {
  const component = await t.client(t.admin).getComponent(t.fx.project, t.fx.component);
  return component.source_language?.code ?? 'en';
}

export const screenshotChecks: Check[] = [
  {
    name: 'screenshots: create, replace the image, link, list, a translated unit’s screenshots, unlink, rename, delete',
    async run(t) {
      const client = t.client(t.admin);
      const { project, component, language } = t.fx;
      const [unit] = await client.listTranslationUnits(project, component, language, { q: 'NOT has:plural' });
      assert.ok(unit);
      assert.equal(
        typeof unit.screenshots_url === 'string',
        t.expect.unitScreenshotsUrl,
        'whether a unit links its screenshots',
      );
      const first = makePng(6, 4, (x) => [x * 40, 0, 0]);
      const created = await createScreenshot(client, {
        project,
        component,
        sourceLanguage: await sourceLanguage(t),
        name: 'Conformance shot',
        image: { name: 'conformance.png', bytes: first },
      });
      try {
        assert.deepEqual([created.project, created.component, created.name], [project, component, 'Conformance shot']);
        assert.deepEqual((await screenshotImage(client, created)).bytes, first);
        const second = makePng(5, 5, (_x, y) => [0, y * 40, 0]);
        await replaceScreenshotImage(client, created.id, { name: 'second.png', bytes: second });
        assert.deepEqual((await screenshotImage(client, created)).bytes, second, 'the replaced image is served');
        const source = sourceUnitId(unit);
        assert.notEqual(source, unit.id, 'a translated unit links through its source unit');
        assert.deepEqual((await linkScreenshotUnit(client, created.id, source)).unitIds, [source]);
        const listed = await listComponentScreenshots(client, project, component);
        assert.ok(listed.some((s) => s.id === created.id && s.unitIds.includes(source)));
        const where = { project, component };
        assert.ok((await unitScreenshots(client, unit, where)).some((s) => s.id === created.id));
        // The translated unit's own id is not a unit of the screenshot's (source) translation.
        const refused = await rejection(linkScreenshotUnit(client, created.id, unit.id));
        assert.ok(refused instanceof ValidationError && refused.problems.some((p) => p.field === 'unit_id'));
        await unlinkScreenshotUnit(client, created.id, source);
        assert.ok(!(await unitScreenshots(client, unit, where)).some((s) => s.id === created.id));
        assert.equal((await renameScreenshot(client, created.id, 'Renamed shot')).name, 'Renamed shot');
        assert.equal((await getScreenshot(client, created.id)).name, 'Renamed shot');
      } finally {
        await deleteScreenshot(client, created.id);
      }
      assert.equal((await raw(t, `api/screenshots/${created.id}/`, { token: t.admin })).status, 404);
    },
  },
  {
    name: 'screenshots: a translator may not add one (403), a file that is no image is refused by name, the component list takes no POST',
    async run(t) {
      const input = {
        project: t.fx.project,
        component: t.fx.component,
        sourceLanguage: await sourceLanguage(t),
        name: 'Refused',
        image: { name: 'x.png', bytes: makePng(2, 2, () => [0, 0, 0]) },
      };
      assert.ok((await rejection(createScreenshot(t.client(t.translator), input))) instanceof PermissionError);
      // Past the local check (which would refuse it unsent): the server's own answer to a non-image.
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: 'x',
        project_slug: input.project,
        component_slug: input.component,
        language_code: input.sourceLanguage,
      }))
        form.set(k, v);
      form.set('image', new Blob([Buffer.from('not an image')]), 'x.png');
      const res = await fetch(new URL('api/screenshots/', t.url), {
        method: 'POST',
        body: form,
        headers: { Authorization: `Token ${t.admin}` },
      });
      const body = (await res.json()) as { errors: { attr: string }[] };
      assert.equal(res.status, 400);
      assert.equal(body.errors[0]!.attr, 'image');
      const post = await raw(t, `api/components/${t.fx.project}/${t.fx.component}/screenshots/`, {
        token: t.admin,
        method: 'POST',
        json: {},
      });
      assert.equal(post.status, 405);
    },
  },
];
