// Deterministic World Anvil sample data: the demo user with a public and a private world, and another
// user's world (for permission cases). Stored text is BBCode with \r\n, as World Anvil stores it.
import { mulberry32 } from '../weblate/data';
import { addHostileWorldAnvilData } from '../hostile/worldanvil';
import {
  phpDate,
  type WaArticle,
  type WaCategory,
  type WaImage,
  type WaSecret,
  type WaUser,
  type WaWorld,
} from './model';
import { sampleSecretsAndImages } from './secretsImages';
import { sampleManuscripts } from './manuscripts/sample';
import type { WaManuscripts } from './manuscripts/model';

export interface WaDb {
  me: WaUser;
  other: WaUser;
  worlds: WaWorld[];
  categories: WaCategory[];
  articles: WaArticle[];
  secrets: WaSecret[];
  images: WaImage[];
  /** Manuscripts with their versions, parts, beats and stats (#47). */
  manuscripts: WaManuscripts;
  uuid: () => string;
  /**
   * Where the world, category and article pages are: the origin of the request being answered (set by
   * both faces), so "Open on World Anvil" opens a page the sandbox serves (pages.ts) on the origin the
   * writer connected to, as World Anvil's pages are on the API's own origin.
   */
  site: string;
}

export function uuidFactory(seed: number): () => string {
  const rand = mulberry32(seed);
  return () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}

const SAMPLES: [string, string, string][] = [
  ['Aldmere', 'settlement', 'A harbour city built on the ribs of a drowned giant.'],
  ['The Salt Road', 'landmark', 'The old caravan route across the white flats.'],
  ['Queen Isaura', 'person', 'Last monarch of the river kingdoms, known for the Treaty of Reeds.'],
  ['Treaty of Reeds', 'document', 'The accord that ended the Marsh War.'],
  ['The Marsh War', 'militaryConflict', 'Nine years of skirmishes in the fens.'],
  ['Reedfolk', 'ethnicity', 'People of the fens who build on stilts.'],
  ['Tidewardens', 'organization', 'Keepers of the sea walls.'],
  ['Glasswort', 'species', 'A salt-loving plant that glows at dusk.'],
  ['Starsalt', 'material', 'Crystals that hum when the tide turns.'],
  ['The Drowned Giant', 'myth', 'How Aldmere came to be.'],
  ['Old Fennish', 'language', 'The tongue of the marsh villages.'],
  ['Lighthouse Keeper', 'profession', 'Those who tend the twelve beacons.'],
  ['The Grey Fever', 'condition', 'A sickness carried by marsh fog.'],
  ['Tide Calling', 'spell', 'A chant that slows the incoming sea.'],
  ['Harbour Law', 'law', 'Rules for ships entering Aldmere.'],
  ['Beacon Festival', 'ritual', 'The night all twelve beacons are lit.'],
  ['Reed Skiff', 'vehicle', 'Flat boats for shallow water.'],
  ['Tide Clock', 'technology', 'A water-driven calendar.'],
  ['Warden-Captain', 'rank', 'Commander of a sea-wall garrison.'],
  ['The Fen Sword', 'item', 'A blade that never rusts.'],
  ['Lantern Quarter', 'location', 'The glassblowers district of Aldmere.'],
  ['Song of the Flats', 'prose', 'A ballad of the Salt Road.'],
  ['Marsh Council', 'formation', 'Nine villages, one vote each.'],
  ['Introduction', 'article', 'Start here: a guide to the world of the Reedlands.'],
];

export function generateWorldAnvilData(payloadData = true): WaDb {
  const uuid = uuidFactory(4242);
  const me: WaUser = {
    id: uuid(),
    username: 'sandbox-writer',
    avatar: { id: 7001, url: 'https://www.worldanvil.com/uploads/images/7001.png' },
  };
  const other: WaUser = {
    id: uuid(),
    username: 'someone-else',
    avatar: { id: 7002, url: 'https://www.worldanvil.com/uploads/images/7002.png' },
  };
  const worlds: WaWorld[] = [
    { id: uuid(), title: 'The Reedlands', slug: 'the-reedlands', state: 'public', ownerId: me.id },
    { id: uuid(), title: 'Secret Notebook', slug: 'secret-notebook', state: 'private', ownerId: me.id },
    { id: uuid(), title: 'Somebody Else’s World', slug: 'somebody-elses-world', state: 'private', ownerId: other.id },
  ];
  const [reedlands, notebook, foreign] = worlds as [WaWorld, WaWorld, WaWorld];
  const categories: WaCategory[] = [
    { id: uuid(), title: 'Places', slug: 'places', worldId: reedlands.id },
    { id: uuid(), title: 'People', slug: 'people', worldId: reedlands.id },
    { id: uuid(), title: 'Lore', slug: 'lore', worldId: reedlands.id },
  ];
  const categoryFor = (template: string) =>
    ['settlement', 'landmark', 'location'].includes(template)
      ? categories[0]!
      : ['person', 'ethnicity', 'organization', 'rank', 'profession'].includes(template)
        ? categories[1]!
        : categories[2]!;
  let clock = Date.parse('2026-02-01T10:00:00Z');
  const articles: WaArticle[] = [];
  const make = (
    title: string,
    template: string,
    excerpt: string,
    world: WaWorld,
    extra: Partial<WaArticle> = {},
  ): WaArticle => {
    clock += 3_600_000;
    const article: WaArticle = {
      id: uuid(),
      worldId: world.id,
      authorId: world.ownerId,
      title,
      slug: title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      template,
      state: world.state,
      isDraft: false,
      isWip: false,
      isAdultContent: false,
      tags: '',
      categoryId: world === reedlands ? categoryFor(template).id : null,
      articleParent: null,
      parent: null,
      customArticleTemplate: null,
      cover: null,
      portraitId: null,
      content: `[h2]${title}[/h2]\r\n${excerpt}\r\n\r\n[b]${title}[/b] is part of ${world.title}.`,
      sections: {},
      excerpt,
      pronunciation: '',
      subheading: '',
      icon: '',
      position: null,
      userMetadata: null,
      relations: {},
      creationDate: phpDate(new Date(clock)),
      updateDate: phpDate(new Date(clock + 60_000)),
      publicationDate: phpDate(new Date(clock + 120_000)),
      notificationDate: null,
      ...extra,
    };
    articles.push(article);
    return article;
  };
  SAMPLES.forEach(([title, template, excerpt], i) => {
    make(title, template, excerpt, reedlands, {
      isDraft: i % 7 === 3,
      isWip: i % 5 === 2,
      tags: i % 3 === 0 ? 'coast,history' : '',
      state: i % 6 === 5 ? 'private' : 'public',
    });
  });
  const city = articles[0]!;
  const queen = articles[2]!;
  Object.assign(city, {
    pronunciation: 'AHLD-meer',
    subheading: 'City of the Drowned Giant',
    icon: 'fa-solid fa-anchor',
    cover: 5101,
    portraitId: 5102,
    tags: 'city,coast,harbour',
    content: `[h1]Aldmere[/h1]\r\nA harbour city built on the ribs of a drowned giant.\r\n\r\n[h2]History[/h2]\r\nFounded after the [i]Long Ebb[/i], ruled by @[Queen Isaura](person:${queen.id}).\r\n\r\n[list]\r\n[*]Population: 40,000\r\n[*]Ruler: the Tide Council\r\n[/list]\r\n[quote]The sea gives, the sea keeps.[/quote]\r\nSee @[The Twelve Beacons](landmark).`,
    sections: {
      sidebarcontent: '--Population::40,000--\r\n--Founded::Year 112--',
      footnotes: '[sup]1[/sup] Counted in the census of 1204.',
      seeded: 'The giant is not entirely dead.',
      scrapbook: 'Idea: a smugglers guild under the docks.',
    },
    relations: {
      ruler: {
        title: 'Ruler',
        position: 1,
        type: 'singlular',
        items: {
          id: queen.id,
          title: queen.title,
          type: 'person',
          state: 'public',
          is_article: 'true',
          slug: queen.slug,
          url: `https://www.worldanvil.com/w/the-reedlands/a/${queen.slug}`,
        },
      },
      districts: {
        title: 'Districts',
        position: 2,
        type: 'collection',
        items: [
          {
            id: articles[20]!.id,
            title: articles[20]!.title,
            type: 'location',
            state: 'public',
            is_article: 'true',
            slug: articles[20]!.slug,
            url: `https://www.worldanvil.com/w/the-reedlands/a/${articles[20]!.slug}`,
          },
          { id: 9001, title: 'Fishmarket', type: 'location', state: 'public', is_article: 'false' },
        ],
      },
      founder: { id: queen.id, title: queen.title, position: 3, type: 'person', is_article: 'true', state: 'public' },
    },
  });
  Object.assign(articles[3]!, { passcode: 'reeds-1204', state: 'private' });
  // The one article with an image (the preview loads it only when asked, #25); no other test reads it.
  articles[9]!.content += '\r\n\r\n[img:5201|center]\r\nThe giant, as the first settlers drew it.';
  // A nested category with a fixed id (no draw from the id generator, so every other id stays the same).
  const districts: WaCategory = {
    id: '0d15c0de-7a11-4e57-8a7e-00000000d157',
    title: 'Districts',
    slug: 'districts',
    worldId: reedlands.id,
    parentId: categories[0]!.id,
  };
  categories.push(districts);
  articles[20]!.categoryId = districts.id;
  make('Notebook: loose ideas', 'article', 'Private scribbles.', notebook, { isDraft: true, isWip: true });
  make('Forbidden Archive', 'location', 'Not yours to read.', foreign);
  // The webview security suite's payloads, in the private world no other test counts.
  if (payloadData) addHostileWorldAnvilData({ worlds, articles });
  // After the hostile payloads: those stay in the private world, and these keep their fixed ids.
  const { secrets, images } = sampleSecretsAndImages({ worlds, articles });
  const manuscripts = sampleManuscripts({ worlds, articles });
  return {
    me,
    other,
    worlds,
    categories,
    articles,
    secrets,
    images,
    manuscripts,
    uuid,
    site: 'https://www.worldanvil.com',
  };
}
