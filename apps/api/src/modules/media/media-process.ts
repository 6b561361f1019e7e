// Turns an uploaded file into the renditions the library stores. Images are decoded and encoded
// again with sharp: that drops EXIF, GPS and every other metadata block (sharp keeps none unless
// asked), turns the pixels upright first, and yields WebP copies at responsive widths.
import type { OutputInfo } from 'sharp';
import { AppError } from '../../lib/app-error';
import type { SniffedType } from './media-type';

/** Widths of the WebP renditions; only those narrower than the original are made. */
export const responsiveWidths = [320, 640, 1280, 1920] as const;
/** Decoding larger images is refused (decompression bombs). */
const maxInputPixels = 40_000_000;

export interface Rendition {
  file: string;
  mimeType: string;
  body: Buffer;
  width: number | null;
  height: number | null;
}

export async function renditionsOf(input: Buffer, type: SniffedType): Promise<Rendition[]> {
  if (type.kind === 'document') {
    return [{ file: `original.${type.extension}`, mimeType: type.mimeType, body: input, width: null, height: null }];
  }
  // sharp loads with the first image, not at start-up (docs/decisions/016-start-up-time.md).
  const { default: sharp } = await import('sharp');
  const load = () => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
  let original: { data: Buffer; info: OutputInfo };
  try {
    const image = load();
    const encoded =
      type.extension === 'jpg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : type.extension === 'png'
          ? image.png({ compressionLevel: 9 })
          : type.extension === 'webp'
            ? image.webp({ quality: 85 })
            : image.avif({ quality: 60 });
    original = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('UNSUPPORTED_FILE_TYPE', 'The image could not be read (damaged, or larger than 40 megapixels)');
  }
  const renditions: Rendition[] = [
    {
      file: `original.${type.extension}`,
      mimeType: type.mimeType,
      body: original.data,
      width: original.info.width,
      height: original.info.height,
    },
  ];
  const targets: number[] = responsiveWidths.filter((w) => w < original.info.width);
  // The full width as WebP too, unless it is wider than the widest step.
  if (original.info.width <= responsiveWidths[responsiveWidths.length - 1]!) targets.push(original.info.width);
  for (const width of targets) {
    const out = await load().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({
      resolveWithObject: true,
    });
    renditions.push({
      file: `w${width}.webp`,
      mimeType: 'image/webp',
      body: out.data,
      width: out.info.width,
      height: out.info.height,
    });
  }
  return renditions;
}
