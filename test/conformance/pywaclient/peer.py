"""Drives pywaclient (World Anvil's maintained Python client) against a Boromir server and prints what it
saw as one JSON document. Run by pywaclient.test.ts with the sandbox's address and keys in the
environment (never on the command line, where other processes could read them)."""
import base64
import json
import os
import sys

from pywaclient.api import BoromirApiClient
from pywaclient.exceptions import ResourceNotFound, UnauthorizedRequest, UnprocessableDataProvided, WorldAnvilServerException


def client(token):
    c = BoromirApiClient('Scriptorium conformance', 'https://example.invalid/scriptorium', '0.1.0', os.environ['WA_KEY'], token)
    # pywaclient always talks to www.worldanvil.com; the address is the one thing pointed elsewhere.
    c.base_url = os.environ['WA_URL']
    return c


def failure(call):
    try:
        call()
    except WorldAnvilServerException as e:
        return {'class': type(e).__name__, 'status': e.status, 'summary': e.summary if isinstance(e.summary, (str, dict)) else str(e.summary)}
    return None


def secrets_and_images(wa, world, out):
    """Secrets (get, put, patch, delete, the world's list whole and by limit/offset) and images (metadata,
    the world's list, the bytes at the metadata's url, delete), as pywaclient 1.7.0 calls them."""
    wid = world['id']
    out['secrets'] = list(wa.world.secrets(wid))
    out['secretsPage'] = wa.world.secrets(wid, False, 2, 1)
    first = out['secrets'][0]['id']
    out['secretGranularities'] = {str(g): wa.secret.get(first, g) for g in (-1, 0, 2)}
    tied = out['articles'][0]['id']
    made = wa.secret.put({'title': 'Made by pywaclient', 'world': {'id': wid}, 'content': '[b]hush[/b]', 'article': {'id': tied}})
    out['secretPut'] = made
    out['secretPatch'] = wa.secret.patch(made['id'], {'content': 'Patched by pywaclient', 'state': 'public'})
    out['secretAfterPatch'] = wa.secret.get(made['id'], 2)
    out['secretsWithMade'] = [s['id'] for s in wa.world.secrets(wid)]
    wa.secret.delete(made['id'])
    out['secretGetDeleted'] = failure(lambda: wa.secret.get(made['id'], 0))
    out['secretInvalidPut'] = failure(lambda: wa.secret.put({'world': {'id': wid}, 'content': 'no title'}))
    foreign = os.environ['WA_FOREIGN_SECRET']
    out['secretForeign'] = failure(lambda: wa.secret.get(foreign, 0))
    out['secretForeignDelete'] = failure(lambda: wa.secret.delete(foreign))
    out['images'] = list(wa.world.images(wid))
    out['imagesPage'] = wa.world.images(wid, False, 1, 1)
    image = out['images'][0]['id']
    out['imageGranularities'] = {str(g): wa.image.get(image, g) for g in (-1, 0, 2)}
    out['imageBytes'] = base64.b64encode(b''.join(wa.image.get_binary(image))).decode('ascii')
    last = out['images'][-1]['id']
    wa.image.delete(last)
    out['imageDeleted'] = last
    out['imageGetDeleted'] = failure(lambda: wa.image.get(last, 0))
    out['imagePut'] = failure(lambda: wa.image.put({'title': 'Upload', 'world': {'id': wid}}))


def manuscripts(wa, world, out):
    """Manuscripts (#47), read as pywaclient 1.7.0 calls them: the world's list, a manuscript's versions, a
    version's parts, stats and plots, a part's beats, a manuscript's tags, labels and bookmarks (each scrolled
    to an empty page), and a beat, a label and a plot at granularity 2."""
    ms = list(wa.world.manuscripts(world['id']))
    out['manuscripts'] = ms
    out['manuscript'] = wa.manuscript.get(ms[0]['id'], 2)
    versions = list(wa.manuscript.versions(ms[0]['id']))
    out['manuscriptVersions'] = versions
    last = versions[-1]['id']
    out['manuscriptVersion'] = wa.manuscript.version.get(last, 2)
    out['manuscriptStats'] = list(wa.manuscript.version.stats(last))
    parts = list(wa.manuscript.version.parts(last))
    out['manuscriptParts'] = parts
    out['manuscriptPart'] = wa.manuscript.version.part.get(parts[0]['id'], 2)
    beats = list(wa.manuscript.version.part.beats(parts[0]['id']))
    out['manuscriptBeats'] = beats
    out['manuscriptBeat'] = wa.manuscript.version.part.beat.get(beats[0]['id'], 2)
    out['manuscriptMissing'] = failure(lambda: wa.manuscript.get('00000000-0000-4000-8000-000000000000', 2))
    # Plots of the last version, the manuscript's tags, labels and bookmarks (scrolled), one label at 2.
    out['manuscriptPlots'] = list(wa.manuscript.version.plots(last))
    out['manuscriptTags'] = list(wa.manuscript.tags(ms[0]['id']))
    out['manuscriptLabels'] = list(wa.manuscript.labels(ms[0]['id']))
    out['manuscriptBookmarks'] = list(wa.manuscript.bookmarks(ms[0]['id']))
    out['manuscriptLabel'] = wa.manuscript.label.get(out['manuscriptLabels'][0]['id'], 2)
    out['manuscriptPlot'] = wa.manuscript.version.plot.get(out['manuscriptPlots'][0]['id'], 2)
    # A push's part writes (#47 item 3), in the first version (the reads above are of the last): put with the
    # version, title and position; patch of the position; a put without a title refused naming the field.
    first = versions[0]['id']
    made = wa.manuscript.version.part.put({'title': 'Made by pywaclient', 'version': {'id': first}, 'position': 7})
    out['partPut'] = made
    out['partPatch'] = wa.manuscript.version.part.patch(made['id'], {'position': 9})
    out['partAfterPatch'] = wa.manuscript.version.part.get(made['id'], 2)
    out['partsWithMade'] = [p['id'] for p in wa.manuscript.version.parts(first)]
    out['partInvalidPut'] = failure(lambda: wa.manuscript.version.part.put({'version': {'id': first}}))
    # A part whose file was deleted: pywaclient's delete of a part holding a beat; both read 404 after.
    doomed = wa.manuscript.version.part.put({'title': 'Deleted by pywaclient', 'version': {'id': first}})
    beat = wa.manuscript.version.part.beat.put({'part': {'id': doomed['id']}, 'content': 'Gone with its part'})
    wa.manuscript.version.part.delete(doomed['id'])
    out['partDeleted'] = {'part': doomed['id'], 'beat': beat['id']}
    out['partGetDeleted'] = failure(lambda: wa.manuscript.version.part.get(doomed['id'], 2))
    out['partBeatGetDeleted'] = failure(lambda: wa.manuscript.version.part.beat.get(beat['id'], 2))
    out['partsAfterDelete'] = [p['id'] for p in wa.manuscript.version.parts(first)]


def main():
    out = {}
    wa = client(os.environ['WA_TOKEN'])
    me = wa.user.identity()
    out['identity'] = me
    worlds = list(wa.user.worlds(me['id']))
    out['worlds'] = worlds
    world = next(w for w in worlds if w['title'] == os.environ['WA_WORLD_TITLE'])
    out['categories'] = list(wa.world.categories(world['id']))
    out['articles'] = list(wa.world.articles(world['id']))
    category = next(c for c in out['categories'] if c.get('parentCategory'))
    out['articlesInCategory'] = {'category': category['id'], 'entities': list(wa.world.articles(world['id'], category['id']))}
    first = out['articles'][0]['id']
    out['granularities'] = {str(g): wa.article.get(first, g) for g in (-1, 0, 1, 2, 3)}
    made = wa.article.put({'title': 'Made by pywaclient', 'templateType': 'person', 'world': {'id': world['id']}, 'content': '[b]hello[/b]'})
    out['put'] = made
    out['patch'] = wa.article.patch(made['id'], {'excerpt': 'Patched by pywaclient', 'isDraft': False})
    out['afterPatch'] = wa.article.get(made['id'], 2)
    wa.article.delete(made['id'])
    out['getDeleted'] = failure(lambda: wa.article.get(made['id'], 0))
    out['badToken'] = failure(lambda: client('not-the-token').user.identity())
    out['invalidPut'] = failure(lambda: wa.article.put({'title': 'No template', 'world': {'id': world['id']}}))
    out['missing'] = failure(lambda: wa.article.get('00000000-0000-4000-8000-000000000000', 0))
    secrets_and_images(wa, world, out)
    manuscripts(wa, world, out)
    json.dump(out, sys.stdout)


if __name__ == '__main__':
    main()
