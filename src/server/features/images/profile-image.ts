import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { PROFILE_IMAGE_FIELD } from '../../../shared/contracts/images.js';
import { errorCodes } from '../../../shared/contracts/errors.js';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.js';
import { AppError } from '../../errors.js';
import { sniffImageFormat } from './image-format.js';

export interface EncodedImage {
  /** WebP bytes, without metadata. */
  data: Buffer;
  width: number;
  height: number;
}

const unsupported = (message: string) => new AppError(errorCodes.unsupportedMedia, 415, message);
const invalid = (message: string) =>
  new AppError(errorCodes.validation, 400, message, { [PROFILE_IMAGE_FIELD]: message });

const notAnImage = () => unsupported('Invalid file type: Please select an image file.');
const heic = () => unsupported("HEIC photos can't be read here. Please choose a JPEG or PNG instead.");
const damaged = () => invalid('This image is damaged or incomplete. Please choose another one.');
const tooManyPixels = () =>
  invalid(
    `This image has too many pixels (over ${ACCOUNT_LIMITS.profileImageMaxPixels / 1_000_000} megapixels). Please choose a smaller one.`,
  );

const DECODING: SharpOptions = {
  // A file cut short decodes to a grey band, and a broken one to noise: refuse both.
  failOn: 'truncated',
  // Refuses a decompression bomb (a few kilobytes that decode to gigabytes) before it is decoded.
  limitInputPixels: ACCOUNT_LIMITS.profileImageMaxPixels,
  // Animated GIF, WebP and AVIF: the first frame.
  pages: 1,
};

/** Reads only the header: the format, the codec inside a HEIF file, the size. */
async function readMetadata(bytes: Uint8Array): Promise<Metadata> {
  try {
    // No pixel limit here: a header is cheap, and the size check below gives the clearer answer.
    return await sharp(bytes, { ...DECODING, limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
}

/** AVIF is HEIF with AV1 inside; the HEIC of phones has HEVC, which this libvips may not decode. */
function checkCodec(metadata: Metadata): void {
  if (metadata.format !== 'heif') return;
  if (metadata.compression !== 'av1' && metadata.compression !== 'hevc') throw notAnImage();
}

/**
 * A square WebP of at most 512 px a side from an uploaded JPEG, PNG, WebP, GIF or AVIF: turned as
 * its EXIF orientation says, cropped to its centre, never enlarged, and without any metadata (sharp
 * writes none unless asked), so a phone photo's GPS position and camera details are not kept.
 */
export async function encodeProfileImage(bytes: Uint8Array): Promise<EncodedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  const metadata = await readMetadata(bytes);
  // The first bytes say one thing and the decoder another: not a file we want to guess about.
  if (metadata.format !== format) throw notAnImage();
  checkCodec(metadata);
  const { width, height } = metadata;
  if (width * height > ACCOUNT_LIMITS.profileImageMaxPixels) throw tooManyPixels();
  const side = Math.min(ACCOUNT_LIMITS.profileImageMaxSide, width, height);
  try {
    const { data, info } = await sharp(bytes, DECODING)
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    // Builds of libvips without an HEVC decoder read a HEIC header but not its pixels.
    if (metadata.compression === 'hevc') throw heic();
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw damaged();
  }
}
