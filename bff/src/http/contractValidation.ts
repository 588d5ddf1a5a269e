import type Koa from 'koa';
import type { z } from 'zod';
import type { ErrorBody } from '@app/contract/errorBody';
import { fieldErrors } from '@app/contract/validation';
import { fieldRefusals, zodFieldCodes, type FieldProblems } from './refusal';
import type { AppState } from './types';

/**
 * Validates input against a shared contract schema. On failure answers 400 with the contract's
 * error body (every message and code per field) and returns undefined; the route then simply
 * returns.
 */
export function parseContract<Schema extends z.ZodType>(
  ctx: Koa.ParameterizedContext<AppState>,
  schema: Schema,
  input: unknown,
): z.infer<Schema> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  answerInvalid(ctx, fieldErrors(result.error), zodFieldCodes(result.error));
  return undefined;
}

/**
 * 400 `{ error, code, params?, fields, fieldCodes }`; `error` and `code` repeat the first problem
 * so a toast alone says enough.
 */
export function respondInvalid(
  ctx: Koa.ParameterizedContext<AppState>,
  problems: FieldProblems,
): void {
  const { fields, fieldCodes } = fieldRefusals(problems);
  answerInvalid(ctx, fields, fieldCodes);
}

function answerInvalid(
  ctx: Koa.ParameterizedContext<AppState>,
  fields: ErrorBody['fields'] & object,
  fieldCodes: ErrorBody['fieldCodes'] & object,
): void {
  const first = Object.values(fieldCodes)[0]?.[0];
  const body: ErrorBody = {
    error: Object.values(fields)[0]?.[0] ?? 'The request is not valid',
    code: first?.code ?? 'request.invalid',
    ...(first?.params === undefined ? {} : { params: first.params }),
    fields,
    fieldCodes,
  };
  ctx.status = 400;
  ctx.body = body;
}
