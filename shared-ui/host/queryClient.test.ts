import { createQueryClient } from './queryClient';

describe('createQueryClient', () => {
  it('never retries or refetches on its own and keeps data fresh', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('GETs the path its query key spells, with cookies', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      statusText: 'OK',
      text: async () => '{"slug":"hello"}',
    }));
    window.fetch = fetchMock as unknown as typeof fetch;

    const post = await createQueryClient().fetchQuery({ queryKey: ['/api/posts', 'hello'] });

    expect(post).toEqual({ slug: 'hello' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/posts/hello',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });
});
