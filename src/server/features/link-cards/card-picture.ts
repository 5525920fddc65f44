import sharp from 'sharp';
import { CATEGORIES } from '../../../shared/categories.js';
import { CATEGORY_ICON_NODES, type IconNode } from '../../../shared/category-icon-nodes.js';
import { directionOf, type AnyLocale } from '../../../shared/i18n/locales.js';
import type { Translate } from '../../../shared/i18n/translate.js';
import { MARKER_COLORS } from '../../../shared/rules/map-points.js';
import { initialsOf } from '../../../shared/rules/initials.js';
import { escapeHtml as e } from '../../mail/mail-text.js';
import { basemapPaths } from './basemap-svg.js';

export const CARD_PICTURE = { width: 1200, height: 630 } as const;

/** What a link's picture shows: no tip of anyone's, only who, where and what kind of list. */
export interface CardPicture {
  /** The line above the heading: "Ana needs your tips for", "A guidebook by Ana". */
  line: string;
  /** The destination, or a guidebook's title. */
  heading: string;
  /** The owner's first name, beside their picture; null for a picture that names no one. */
  name: string | null;
  /** The owner's picture, any format sharp reads; null for their initials. */
  photo: Buffer | null;
  /** Where the destination is; null when nobody knew: the picture then shows the whole world. */
  point: { lat: number; lng: number; kind: 'city' | 'region' | 'country' } | null;
  /** The writing direction of its language: right to left, the panel's texts start at its right. */
  dir: 'ltr' | 'rtl';
}

/** A text of a right-to-left language: "start" is then its right end. */
const RIGHT_TO_LEFT = ' text-anchor="start" direction="rtl"';

/** Where the panel's texts start and how they run, in the picture's direction. */
function textStart(dir: CardPicture['dir'], inset: number): { x: number; attributes: string } {
  return dir === 'rtl'
    ? { x: PANEL.x + PANEL.width - inset, attributes: RIGHT_TO_LEFT }
    : { x: PANEL.x + inset, attributes: '' };
}

/** Fonts the image ships (Noto, for every script) first, then what a laptop has. */
const FONTS = "'Noto Sans', 'Noto Sans CJK SC', 'DejaVu Sans', 'Liberation Sans', sans-serif";
const DEGREES_ACROSS = { city: 9, region: 16, country: 30 } as const;
const PANEL = { x: 48, y: 48, width: 640, height: 534 };

/** Words in lines of at most `max` characters, at most `lines` of them, the last cut with "…". */
export function wrapped(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= max || !current) current = next;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current) out.push(current);
  const kept = out.slice(0, lines).map((line) => (line.length > max ? `${line.slice(0, max - 1)}…` : line));
  if (out.length > lines) kept[lines - 1] = `${(kept[lines - 1] ?? '').slice(0, max - 1).trimEnd()}…`;
  return kept;
}

function icon(node: IconNode, x: number, y: number, size: number): string {
  const parts = node.map(
    ([tag, attributes]) =>
      `<${tag} ${Object.entries(attributes)
        .map(([name, value]) => `${name}="${e(value)}"`)
        .join(' ')}/>`,
  );
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</svg>`;
}

function categoryRow(y: number): string {
  return CATEGORIES.map((category, index) => {
    const cx = PANEL.x + 72 + index * 64;
    return `<circle cx="${cx}" cy="${y}" r="26" fill="${MARKER_COLORS[category]}"/>${icon(CATEGORY_ICON_NODES[category], cx - 14, y - 14, 28)}`;
  }).join('');
}

async function person(picture: CardPicture, y: number): Promise<string> {
  if (picture.name === null) return '';
  const rtl = picture.dir === 'rtl';
  const cx = rtl ? PANEL.x + PANEL.width - 82 : PANEL.x + 82;
  const round = `<clipPath id="photo"><circle cx="${cx}" cy="${y}" r="34"/></clipPath>`;
  const photo = picture.photo
    ? await sharp(picture.photo)
        .resize(136, 136, { fit: 'cover' })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  const face = photo
    ? `<image href="data:image/png;base64,${photo.toString('base64')}" x="${cx - 34}" y="${y - 34}" width="68" height="68" clip-path="url(#photo)"/>`
    : `<circle cx="${cx}" cy="${y}" r="34" fill="#ccfbf1"/><text x="${cx}" y="${y + 10}" text-anchor="middle" font-size="28" font-weight="700" fill="#115e59">${e(initialsOf(picture.name, ''))}</text>`;
  const name = rtl ? `x="${cx - 52}"${RIGHT_TO_LEFT}` : `x="${cx + 52}"`;
  return `${round}${face}<text ${name} y="${y + 11}" font-size="32" font-weight="600" fill="#0f172a">${e(picture.name)}</text>`;
}

/** The picture as SVG: the map around the destination, and a panel with who asks for what. */
export async function cardPictureSvg(picture: CardPicture): Promise<string> {
  const { width, height } = CARD_PICTURE;
  const point = picture.point;
  const at = { x: 944, y: height / 2 };
  const map = basemapPaths({
    lat: point?.lat ?? 20,
    lng: point?.lng ?? 10,
    ...(point ? at : { x: width / 2, y: height / 2 }),
    width,
    height,
    degrees: point ? DEGREES_ACROSS[point.kind] : 360,
  });
  const pin = point
    ? `<circle cx="${at.x}" cy="${at.y}" r="30" fill="#0f766e" fill-opacity="0.18"/><circle cx="${at.x}" cy="${at.y}" r="13" fill="#0f766e" stroke="#fff" stroke-width="5"/>`
    : '';
  // Bold glyphs are about 0.6 of the size wide: a long heading is set smaller to keep to two lines.
  const headingSize = picture.heading.length <= 13 ? 68 : 56;
  const heading = wrapped(picture.heading, Math.floor(540 / (headingSize * 0.6)), 2);
  const headingTop = 286;
  const start = textStart(picture.dir, 48);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONTS}">
<rect width="${width}" height="${height}" fill="#dbeafe"/>
<path d="${map.land}" fill="#f8fafc" stroke="#94a3b8" stroke-width="1.5"/>
<path d="${map.borders}" fill="none" stroke="#cbd5e1" stroke-width="1.5" stroke-dasharray="6 5"/>
${pin}
<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="36" fill="#fff" fill-opacity="0.96"/>
<text x="${start.x}" y="${PANEL.y + 72}"${picture.dir === 'rtl' ? ' text-anchor="end"' : ''} font-size="30" font-weight="800" fill="#0f766e">Tiplist</text>
<text x="${start.x}" y="${PANEL.y + 146}"${start.attributes} font-size="34" fill="#334155">${e(wrapped(picture.line, 30, 1)[0] ?? '')}</text>
${heading.map((line, index) => `<text x="${start.x}" y="${headingTop + index * (headingSize + 8)}"${start.attributes} font-size="${headingSize}" font-weight="800" fill="#0f172a">${e(line)}</text>`).join('\n')}
${await person(picture, PANEL.y + 400)}
${categoryRow(PANEL.y + 480)}
</svg>`;
}

/** The 1200×630 PNG a chat app shows for the link. */
export async function drawCardPicture(picture: CardPicture): Promise<Buffer> {
  return sharp(Buffer.from(await cardPictureSvg(picture)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

const nowhere = new Map<AnyLocale, Promise<Buffer>>();

/**
 * The picture of a link that leads nowhere (revoked, expired, unknown): the world, and no one's name, in
 * the language of whoever asks for it (`t`); drawn once per language.
 */
export function nowherePicture(t: Translate): Promise<Buffer> {
  let drawn = nowhere.get(t.locale);
  if (!drawn) {
    drawn = drawCardPicture({
      line: t('cards.picture.nowhereLine'),
      heading: t('cards.picture.nowhereHeading'),
      name: null,
      photo: null,
      point: null,
      dir: directionOf(t.locale),
    });
    nowhere.set(t.locale, drawn);
  }
  return drawn;
}
