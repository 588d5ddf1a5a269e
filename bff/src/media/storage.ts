import type { Readable } from 'node:stream';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/unavailable';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** A stored object's key and when it was written (the orphan sweep spares recent ones). */
export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

/**
 * Where image bytes live: MinIO/S3 in production, DATA_DIR/media in embedded mode. Keys come
 * from newMediaKey(); callers never pass user input as a key.
 */
export interface MediaStorage {
  /** Which implementation, for logs. */
  readonly kind: 's3' | 'disk';
  /** Creates the bucket or directory when missing. Safe to call again, and from replicas. */
  prepare(): Promise<void>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether the object is there, without opening its bytes (conditional requests). */
  exists(key: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored object, by key (the orphan sweep, and tests). */
  list(): Promise<StoredKey[]>;
}

/**
 * The storage failed while images were being written (S3 down or refusing, a disk error): 503,
 * so a client knows to try again later; the cause goes to the log, not to the client.
 */
export class MediaStorageUnavailableError extends Error {
  readonly status = 503;
  readonly expose = true;
  readonly headers = { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };

  constructor(cause: unknown) {
    super('Image storage is unavailable; nothing was saved, please try again shortly', { cause });
    this.name = 'MediaStorageUnavailableError';
  }
}
