import { Client } from 'minio';
import type { S3Config } from './config';
import type { MediaStorage, StoredKey } from './storage';

/** Error codes of S3/MinIO that mean "there is no such object". */
const MISSING = new Set(['NotFound', 'NoSuchKey']);
/** ...and that another replica created the bucket a moment ago. */
const BUCKET_EXISTS = new Set(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']);

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** Images as objects in one bucket of an S3-compatible server (MinIO in compose). */
export function createS3Storage(config: S3Config): MediaStorage {
  const client = new Client({
    endPoint: config.endPoint,
    port: config.port,
    useSSL: config.useSSL,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    // MinIO and s3rver serve buckets under the path, not as sub-domains.
    pathStyle: true,
  });
  const { bucket } = config;

  const prepare = async (): Promise<void> => {
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, config.region);
    } catch (error) {
      if (!BUCKET_EXISTS.has(codeOf(error) as string)) throw error;
    }
  };

  return {
    kind: 's3',
    prepare,
    async put(key, bytes, contentType) {
      const put = () =>
        client.putObject(bucket, key, bytes, bytes.length, { 'Content-Type': contentType });
      try {
        await put();
      } catch (error) {
        // The bucket is made at start-up; if someone removed it since, make it again.
        if (codeOf(error) !== 'NoSuchBucket') throw error;
        await prepare();
        await put();
      }
    },
    async get(key) {
      try {
        const stat = await client.statObject(bucket, key);
        const body = await client.getObject(bucket, key);
        const type: unknown = stat.metaData['content-type'];
        return {
          body,
          contentType: typeof type === 'string' ? type : 'application/octet-stream',
          size: stat.size,
        };
      } catch (error) {
        if (MISSING.has(codeOf(error) as string)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.statObject(bucket, key);
        return true;
      } catch (error) {
        if (MISSING.has(codeOf(error) as string)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.removeObject(bucket, key);
    },
    async list() {
      const listed: StoredKey[] = [];
      for await (const item of client.listObjectsV2(bucket, '', true)) {
        if (item.name) listed.push({ key: item.name, modifiedAt: item.lastModified });
      }
      return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}
