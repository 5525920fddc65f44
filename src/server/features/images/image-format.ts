/** The containers a profile image may arrive in, named as sharp names them. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

/** ISO-BMFF brands of HEIF files: AVIF (AV1) and HEIC (HEVC) alike; the codec is read afterwards. */
const HEIF_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);

const text = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** The major and compatible brands of an ISO-BMFF `ftyp` box at the start of the file. */
function brandsOf(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || text(bytes, 4, 8) !== 'ftyp') return [];
  const declared = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const size = Math.min(declared, bytes.length, 256);
  const brands = [text(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(text(bytes, offset, offset + 4));
  return brands;
}

/**
 * The format the file's first bytes announce, or undefined. Anything else (SVG, which may carry
 * script; TIFF; text; PDF) is refused before an image library looks at it, whatever its name says.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (text(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (['GIF87a', 'GIF89a'].includes(text(bytes, 0, 6))) return 'gif';
  if (text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 12) === 'WEBP') return 'webp';
  if (brandsOf(bytes).some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  return undefined;
}
