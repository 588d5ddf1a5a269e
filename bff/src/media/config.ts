import { z } from 'zod';
import { defineSection, integer, invalid, valid } from '../env/section';

export interface S3Config {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface MediaConfig {
  /** MAX_IMAGE_BYTES: larger uploads are refused with 413. */
  maxImageBytes: number;
  /** S3_*: MinIO/S3 when S3_ENDPOINT is set, else files under DATA_DIR/media. */
  s3: S3Config | undefined;
}

export const mediaConfig = defineSection(
  {
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be a URL such as http://minio:9000' })
      .optional(),
    S3_ACCESS_KEY: z.string().trim().optional(),
    S3_SECRET_KEY: z.string().trim().optional(),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid S3 bucket name')
      .default('blog-images'),
    S3_REGION: z.string().trim().default('us-east-1'),
    MAX_IMAGE_BYTES: integer(1024, 100 * 1024 * 1024).default(5 * 1024 * 1024),
  },
  (env) => {
    const media = (s3: S3Config | undefined) =>
      valid<{ media: MediaConfig }>({ media: { maxImageBytes: env.MAX_IMAGE_BYTES, s3 } });
    if (env.S3_ENDPOINT === undefined) return media(undefined);
    const missing = (['S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      return invalid(missing.map((name) => `${name}: required when S3_ENDPOINT is set`));
    }
    const url = new URL(env.S3_ENDPOINT);
    const useSSL = url.protocol === 'https:';
    return media({
      endPoint: url.hostname,
      port: url.port === '' ? (useSSL ? 443 : 80) : Number(url.port),
      useSSL,
      accessKey: env.S3_ACCESS_KEY ?? '',
      secretKey: env.S3_SECRET_KEY ?? '',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
    });
  },
);
