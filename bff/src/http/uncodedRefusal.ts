import type { ErrorBody } from '@app/contract/errorBody';
import { statusCode } from '@app/contract/errorCodes';
import { codeOfSentence, fieldRefusals } from './refusal';
import type { AppMiddleware } from './types';

/**
 * Gives a code to an error body a route wrote without one (`ctx.body = { error: '…' }`, a
 * `fields` of English only): the code of the contract's sentence it is, else its status's code,
 * and each field's codes the same way. Routes name their codes (http/refusal.ts); this keeps the
 * promise that every refusal carries one for code written before it did.
 */
export function uncodedRefusalFallback(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (ctx.status < 400 || body === null || typeof body !== 'object') return;
    const { error, ...record } = body as Partial<ErrorBody>;
    if (typeof error !== 'string' || record.code !== undefined) return;
    const fields = record.fields === undefined ? {} : fieldRefusals(record.fields);
    ctx.body = {
      ...record,
      error,
      code: codeOfSentence(error) ?? statusCode(ctx.status),
      ...fields,
    } satisfies ErrorBody;
  };
}
