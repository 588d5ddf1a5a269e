import { HttpError } from '@app/contract/client';
import { byteLimitIn, describeSaveError } from './saveError';
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

describe('describeSaveError', () => {
  it('says "Failed to save post" when the server gave no error', () => {
    expect(describeSaveError(refusal(500, 'Internal Server Error', ''), files)).toEqual({
      message: 'Failed to save post',
      fields: {},
      contentImages: {},
    });
  });

  it("puts the BFF's field messages on the form fields and the content images", () => {
    const problem = describeSaveError(
      refusal(400, 'Bad Request', {
        error: 'Validation failed',
        fields: {
          title: ['Title is required'],
          content: ['Too long'],
          'contentImage-0': ['Sent twice'],
        },
      }),
      files,
    );
    expect(problem).toEqual({
      message: 'Validation failed',
      fields: { title: 'Title is required', content: 'Too long' },
      contentImages: { 0: 'Sent twice' },
    });
  });

  it('names the file a 413 refused, measured against the limit in the message', () => {
    const problem = describeSaveError(
      refusal(413, 'Payload Too Large', { error: 'Each image must be at most 5 MB' }),
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
    const problem = describeSaveError(
      refusal(415, 'Unsupported Media Type', {
        error: 'image: only PNG, JPEG, GIF or WebP images are accepted',
      }),
      files,
    );
    expect(problem.message).toBe(
      'Featured image "cover.png" was refused: only PNG, JPEG, GIF or WebP images are accepted',
    );
    expect(problem.fields).toEqual({ image: 'only PNG, JPEG, GIF or WebP images are accepted' });
  });

  it('names the file a 422 refused (undecodable, too many pixels) and why', () => {
    const problem = describeSaveError(
      refusal(422, 'Unprocessable Entity', {
        error: 'contentImage-0 "chart.png": the image has too many pixels (at most 50 megapixels)',
      }),
      files,
    );
    expect(problem.message).toBe(
      'Content image "chart" (chart.png) was refused: the image has too many pixels (at most 50 megapixels)',
    );
    expect(problem.contentImages).toEqual({
      0: 'the image has too many pixels (at most 50 megapixels)',
    });
  });

  it('puts a taken slug (409) on the slug field', () => {
    const message = 'A post with the slug "payroll" already exists';
    const problem = describeSaveError(refusal(409, 'Conflict', { error: message }), files);
    expect(problem.fields).toEqual({ slug: message });
    expect(problem.message).toBe(message);
  });

  it('reports a request that got no answer as "Failed to save post"', () => {
    expect(describeSaveError(new TypeError('Failed to fetch'), files).message).toBe(
      'Failed to save post',
    );
  });
});

describe('byteLimitIn', () => {
  it.each([
    ['Each image must be at most 5 MB', 5 * 1024 * 1024],
    ['Each image must be at most 512 KB', 512 * 1024],
    ['Each image must be at most 1.5 MB', 1.5 * 1024 * 1024],
    ['too big', undefined],
  ])('%s -> %s', (message, bytes) => {
    expect(byteLimitIn(message)).toBe(bytes);
  });
});
