import { HttpError } from '@app/contract/client';
import { errorText, type ErrorCode, type ErrorParams } from '@app/contract/errorCodes';
import { describeSaveError } from './saveError';
import type { OutgoingFile } from './postFormData';

const file = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const files: OutgoingFile[] = [
  { field: 'image', label: 'Featured image "cover.png"', file: file('cover.png', 2 * 1024) },
  {
    field: 'contentImage-0',
    label: 'Content image "chart" (chart.png)',
    file: file('chart.png', 7 * 1024 * 1024),
  },
];

const refusal = (status: number, statusText: string, body: object | string) =>
  new HttpError(status, statusText, typeof body === 'string' ? body : JSON.stringify(body));

/** A refusal as the BFF sends it; its English `error` is filled in so nothing can read it. */
const coded = (status: number, code: ErrorCode, params?: ErrorParams, extra: object = {}) =>
  refusal(status, 'Refused', {
    error: `(server words, never shown) ${errorText(code, params)}`,
    code,
    ...(params === undefined ? {} : { params }),
    ...extra,
  });

describe('describeSaveError', () => {
  it('says "Failed to save post" when the server gave no error', () => {
    expect(describeSaveError(refusal(500, 'Internal Server Error', ''), files)).toEqual({
      message: 'Failed to save post',
      fields: {},
      contentImages: {},
    });
  });

  it("puts the BFF's field refusals on the form fields and the content images", () => {
    const problem = describeSaveError(
      coded(400, 'request.invalid', undefined, {
        fields: { title: ['x'], content: ['x'], 'contentImage-0': ['x'] },
        fieldCodes: {
          title: [{ code: 'posts.title-required' }],
          content: [{ code: 'field.too-long', params: { max: 100 } }],
          'contentImage-0': [{ code: 'field.invalid' }],
        },
      }),
      files,
    );
    expect(problem).toEqual({
      message: 'Some fields need attention.',
      fields: { title: 'Title is required', content: 'Please keep it under 100 characters' },
      contentImages: { 0: 'This value is not valid' },
    });
  });

  it('names the file a 413 refused, measured against the limit in its params', () => {
    const problem = describeSaveError(
      coded(413, 'media.file-too-large', { limit: '5 MB', limitBytes: 5 * 1024 * 1024 }),
      files,
    );
    expect(problem.message).toBe(
      'Content image "chart" (chart.png) (7 MB) is too large. Each image must be at most 5 MB.',
    );
    expect(problem.contentImages).toEqual({
      0: 'Too large (7 MB). Each image must be at most 5 MB.',
    });
    expect(problem.fields).toEqual({});
  });

  it('names the largest file when a 413 comes from the proxy without a JSON body', () => {
    const problem = describeSaveError(refusal(413, 'Payload Too Large', '<html>413</html>'), files);
    expect(problem.message).toBe(
      'Content image "chart" (chart.png) (7 MB) is too large. The upload is larger than the server accepts.',
    );
  });

  it('names the file a 415 refused and why', () => {
    const problem = describeSaveError(coded(415, 'media.not-an-image', { field: 'image' }), files);
    expect(problem.message).toBe(
      'Featured image "cover.png" was refused. Only PNG, JPEG, GIF or WebP images are accepted.',
    );
    expect(problem.fields).toEqual({ image: 'Only PNG, JPEG, GIF or WebP images are accepted' });
  });

  it('names the file a 422 refused (undecodable, too many pixels) and why', () => {
    const problem = describeSaveError(
      coded(422, 'media.image-too-many-pixels', {
        name: 'contentImage-0 "chart.png"',
        field: 'contentImage-0',
        megapixels: 50,
      }),
      files,
    );
    expect(problem.message).toBe(
      'Content image "chart" (chart.png) was refused. The image has too many pixels (at most 50 megapixels).',
    );
    expect(problem.contentImages).toEqual({
      0: 'The image has too many pixels (at most 50 megapixels)',
    });
  });

  it('puts a taken slug (409) on the slug field', () => {
    const problem = describeSaveError(coded(409, 'posts.slug-taken', { slug: 'payroll' }), files);
    const message = 'A post with the slug "payroll" already exists';
    expect(problem.fields).toEqual({ slug: message });
    expect(problem.message).toBe(message);
  });

  it('says "Failed to save post" for a refusal the admin has no words for', () => {
    const problem = describeSaveError(coded(400, 'http.bad-request'), files);
    expect(problem.message).toBe('Failed to save post');
  });

  it('reports a request that got no answer as "Failed to save post"', () => {
    expect(describeSaveError(new TypeError('Failed to fetch'), files).message).toBe(
      'Failed to save post',
    );
  });
});
