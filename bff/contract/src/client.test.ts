import { stubFetch } from '../test/stubFetch';
import { HttpError, apiFetch, apiJson } from './client';

describe('apiFetch', () => {
  it('sends cookies and no X-Requested-With on a GET', async () => {
    const fetchMock = stubFetch({ body: '[]' });

    await apiFetch('/api/posts');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/posts');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.headers).not.toHaveProperty('X-Requested-With');
  });

  it('adds X-Requested-With on every other method', async () => {
    const fetchMock = stubFetch();

    await apiFetch('/api/logout', { method: 'post' });

    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  });

  it('reports a 5xx as "status: statusText", hiding the body', async () => {
    stubFetch({ status: 503, statusText: 'Service Unavailable', body: '<html>stack</html>' });

    await expect(apiFetch('/api/posts')).rejects.toThrow(new Error('503: Service Unavailable'));
  });

  it('reports other failures as "status: body text"', async () => {
    stubFetch({ status: 404, statusText: 'Not Found', body: 'Post not found' });

    const error: unknown = await apiFetch('/api/posts/nope').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('404: Post not found');
    expect((error as HttpError).status).toBe(404);
  });

  it('falls back to the status text when a 4xx has no body', async () => {
    stubFetch({ status: 401, statusText: 'Unauthorized' });

    await expect(apiFetch('/api/auth/me')).rejects.toThrow('401: Unauthorized');
  });
});

describe('apiJson', () => {
  it('sends a JSON body and parses the JSON answer', async () => {
    const fetchMock = stubFetch({ body: '{"user":{"role":"admin"}}' });

    const answer = await apiJson<{ user: { role: string } }>('/api/login', {
      method: 'POST',
      body: { username: 'admin', password: 'secret-pass' },
    });

    expect(answer).toEqual({ user: { role: 'admin' } });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe('{"username":"admin","password":"secret-pass"}');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('resolves an empty answer to undefined', async () => {
    stubFetch({ status: 204, statusText: 'No Content' });

    await expect(apiJson('/api/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('HttpError.errorBody', () => {
  it('reads the BFF error body, with the message a sign-in failure carries', () => {
    const refusal = '{"error":"Invalid credentials","message":"Invalid credentials"}';
    expect(new HttpError(401, 'Unauthorized', refusal).errorBody()).toEqual({
      error: 'Invalid credentials',
      message: 'Invalid credentials',
    });
  });

  it('is undefined for bodies that are not one', () => {
    expect(new HttpError(401, 'Unauthorized', 'nope').errorBody()).toBeUndefined();
    expect(new HttpError(502, 'Bad Gateway', '').errorBody()).toBeUndefined();
  });
});
