import koaMulter from '@koa/multer';
import createHttpError from 'http-errors';
import { MulterError } from 'multer';
import type { AppContext } from '../http/types';

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
      throw createHttpError(415, 'Content-Type must be multipart/form-data');
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
        return createHttpError(
          413,
          `Each image must be at most ${formatBytes(limits.maxFileBytes)}`,
        );
      case 'LIMIT_FIELD_VALUE':
        return createHttpError(413, `Form field "${error.field ?? ''}" is too large`);
      case 'LIMIT_FILE_COUNT':
        return createHttpError(400, `Too many files: at most ${limits.maxFiles} per request`);
      default:
        return createHttpError(400, `Malformed form: ${error.message}`);
    }
  }
  // busboy's own complaints (no boundary, truncated body, bad part headers).
  return createHttpError(400, 'Malformed multipart body');
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
