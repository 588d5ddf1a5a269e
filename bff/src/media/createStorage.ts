import path from 'node:path';
import type { MediaConfig } from './config';
import { createDiskStorage } from './diskStorage';
import { createS3Storage } from './s3Storage';
import type { MediaStorage } from './storage';

/** MinIO/S3 when S3_ENDPOINT is set, else DATA_DIR/media. */
export function createMediaStorage(media: MediaConfig, dataDir: string): MediaStorage {
  return media.s3 ? createS3Storage(media.s3) : createDiskStorage(path.join(dataDir, 'media'));
}
