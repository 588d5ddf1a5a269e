import type Koa from 'koa';
import type { z } from 'zod';
import type { ErrorBody, FieldErrors } from '@app/contract/errorBody';
import { fieldErrors } from '@app/contract/validation';
import type { AppState } from './types';

/**
 * Validates input against a shared contract schema. On failure answers 400 with the contract's
 * error body (every message per field) and returns undefined; the route then simply returns.
 */
export function parseContract<Schema extends z.ZodType>(
  ctx: Koa.ParameterizedContext<AppState>,
  schema: Schema,
  input: unknown,
): z.infer<Schema> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  respondInvalid(ctx, fields);
  return undefined;
}

/** 400 `{ error, fields }`; `error` repeats the first problem so a toast alone says enough. */
export function respondInvalid(ctx: Koa.ParameterizedContext<AppState>, fields: FieldErrors): void {
  const body: ErrorBody = {
    error: Object.values(fields)[0]?.[0] ?? 'The request is not valid',
    fields,
  };
  ctx.status = 400;
  ctx.body = body;
}
