// What a file is, read from its first bytes (its "magic number"), never from its name or the
// Content-Type the browser sent: a script renamed to photo.jpg is refused.

export interface SniffedType {
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'application/pdf';
  kind: 'image' | 'document';
  extension: 'jpg' | 'png' | 'webp' | 'avif' | 'pdf';
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The ISO-BMFF brands (major and compatible) of an `ftyp` box at the file's start. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return [];
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(size, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mimeType: 'image/jpeg', kind: 'image', extension: 'jpg' };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return { mimeType: 'image/png', kind: 'image', extension: 'png' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return { mimeType: 'image/webp', kind: 'image', extension: 'webp' };
  const brands = ftypBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis'))
    return { mimeType: 'image/avif', kind: 'image', extension: 'avif' };
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-')
    return { mimeType: 'application/pdf', kind: 'document', extension: 'pdf' };
  return null;
}
