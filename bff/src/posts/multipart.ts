import koaMulter from '@koa/multer';
import { MulterError } from 'multer';
import type { AppContext } from '../http/types';
import { refusal } from '../http/refusal';

export interface UploadedFile {
  fieldName: string;
  originalName: string;
  bytes: Buffer;
}

export interface MultipartBody {
  /** Text fields; a repeated name arrives as an array (and then fails validation). */
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Largest text field in bytes; the content field is the big one. */
  maxFieldBytes: number;
  maxFields: number;
}

/**
 * Reads a multipart/form-data body with @koa/multer into memory (images are small and go to
 * storage as a whole). Every way a body can be wrong ends as a 4xx:
 * not multipart 415, a file or field over its limit 413, too many parts or a broken body 400.
 */
export function multipartReader(
  limits: MultipartLimits,
): (ctx: AppContext) => Promise<MultipartBody> {
  const upload = koaMulter({
    storage: koaMulter.memoryStorage(),
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fieldSize: limits.maxFieldBytes,
      fields: limits.maxFields,
      parts: limits.maxFiles + limits.maxFields,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  }).any();

  return async (ctx) => {
    if (!ctx.is('multipart/form-data')) {
      throw refusal(415, 'request.multipart-required');
    }
    try {
      // A no-op `next`: parsing is all that is wanted here, and errors thrown further down the
      // chain must not be mistaken for upload errors.
      await upload(ctx, async () => undefined);
    } catch (error) {
      throw toHttpError(error, limits);
    }
    return { fields: readFields(ctx), files: readFiles(ctx) };
  };
}

function toHttpError(error: unknown, limits: MultipartLimits): Error {
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return refusal(413, 'media.file-too-large', {
          limit: formatBytes(limits.maxFileBytes),
          limitBytes: limits.maxFileBytes,
        });
      case 'LIMIT_FIELD_VALUE':
        return refusal(413, 'media.form-field-too-large', { field: error.field ?? '' });
      case 'LIMIT_FILE_COUNT':
        return refusal(400, 'media.too-many-files', { maxFiles: limits.maxFiles });
      default:
        return refusal(400, 'media.malformed-form', { reason: error.message });
    }
  }
  // busboy's own complaints (no boundary, truncated body, bad part headers).
  return refusal(400, 'media.malformed-multipart');
}

function readFields(ctx: AppContext): Record<string, unknown> {
  const body: unknown = ctx.request.body;
  return typeof body === 'object' && body !== null ? { ...(body as Record<string, unknown>) } : {};
}

function readFiles(ctx: AppContext): UploadedFile[] {
  const files: unknown = Reflect.get(ctx, 'files');
  if (!Array.isArray(files)) return [];
  return files.map((file: Express.Multer.File) => ({
    fieldName: file.fieldname,
    originalName: file.originalname,
    bytes: file.buffer,
  }));
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
}
