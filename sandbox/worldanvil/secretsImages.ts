// The sample world's secrets and images (#29): a few of each in The Reedlands (some tied to an article),
// one secret in the private notebook, and one of each in somebody else's world (for the permission cases).
// Fixed ids, so no id of the other sample data moves. The images are real PNGs (png.ts) of different sizes,
// served at their `url` by images.ts; their ids are the ones the sample articles already name (the cover
// of Aldmere, 5101; the [img:5201] in The Drowned Giant).
import { createHash } from 'node:crypto';
import { makePng } from './png';
import { phpDate, type WaArticle, type WaImage, type WaSecret, type WaWorld } from './model';

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function sampleSecretsAndImages(opts: { worlds: WaWorld[]; articles: WaArticle[] }): {
  secrets: WaSecret[];
  images: WaImage[];
} {
  const [reedlands, notebook, foreign] = opts.worlds as [WaWorld, WaWorld, WaWorld];
  const article = (title: string) => opts.articles.find((a) => a.title === title)?.id ?? null;
  let clock = Date.parse('2026-03-01T09:00:00Z');
  const dates = () => {
    clock += 3_600_000;
    return { creationDate: phpDate(new Date(clock)), updateDate: phpDate(new Date(clock + 60_000)) };
  };
  const secret = (n: number, world: WaWorld, title: string, content: string, articleId: string | null): WaSecret => ({
    id: `5ec4e700-0000-4000-8000-${String(n).padStart(12, '0')}`,
    worldId: world.id,
    authorId: world.ownerId,
    title,
    slug: slugOf(title),
    content,
    state: 'private',
    tags: '',
    articleId,
    ...dates(),
  });
  const secrets = [
    secret(
      1,
      reedlands,
      'The giant still breathes',
      '[h2]Beneath the harbour[/h2]\r\nOnce a century the [b]ribs rise[/b] a hand’s breadth.\r\n[list]\r\n[*]Only the Tidewardens know.\r\n[*]The Beacon Festival hides the sound.\r\n[/list]',
      article('The Drowned Giant'),
    ),
    secret(
      2,
      reedlands,
      'Isaura’s true heir',
      'The heir named in the [i]Treaty of Reeds[/i] is not the queen’s child.',
      article('Queen Isaura'),
    ),
    secret(3, reedlands, 'Where the Starsalt comes from', 'Starsalt is the giant’s tears, dried on the flats.', null),
    secret(4, notebook, 'Plot twist for book two', 'The lighthouse keeper is the narrator.', null),
    secret(5, foreign, 'Not your secret', 'Nobody but its owner may read this.', null),
  ];
  const image = (
    id: number,
    world: WaWorld,
    title: string,
    size: [number, number],
    colour: (x: number, y: number) => [number, number, number],
    articleId: string | null,
  ): WaImage => ({
    id,
    worldId: world.id,
    ownerId: world.ownerId,
    title,
    // World Anvil names its files by a hash; a deterministic one here.
    filename: `${createHash('sha256').update(`image-${id}`).digest('hex').slice(0, 24)}.png`,
    extension: 'png',
    width: size[0],
    height: size[1],
    bytes: makePng(size[0], size[1], colour),
    alt: `${title} (sample image)`,
    description: `${title}, drawn for the sandbox.`,
    articleId,
    ...dates(),
  });
  const images = [
    image(5101, reedlands, 'Aldmere harbour', [48, 32], (x, y) => [20 + x * 4, 60 + y * 5, 160], article('Aldmere')),
    image(
      5102,
      reedlands,
      'Queen Isaura, portrait',
      [24, 32],
      (x, y) => [180, 40 + y * 6, 60 + x * 6],
      article('Queen Isaura'),
    ),
    image(
      5201,
      reedlands,
      'The Drowned Giant',
      [32, 32],
      (x, y) => ((x + y) % 8 < 4 ? [230, 220, 200] : [40, 70, 90]),
      article('The Drowned Giant'),
    ),
    image(5301, foreign, 'Forbidden map', [16, 16], () => [0, 0, 0], null),
  ];
  return { secrets, images };
}
