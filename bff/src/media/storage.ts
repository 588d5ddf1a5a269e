import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
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
  /** Every stored key (operations and tests: finding orphans). */
  list(): Promise<string[]>;
}
