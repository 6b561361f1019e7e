// The media module's public face: what other modules may use (docs/adding-a-module.md).
export { mediaRepository } from './media.repository';
export { mediaUrl } from './media.service';
export { mediaIdFromUrl, setMediaUsages } from './media.service';
export { deleteMediaFiles, openMediaOriginal, uploadMedia } from './media.service';
export type { UploadedFile } from './media.service';
