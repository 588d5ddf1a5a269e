import { postQueryKeys, queryKeyPath, staffPostQueryKeys } from './queries';

describe('queryKeyPath', () => {
  it('reads a key as the path it spells, a trailing query string as it is', () => {
    expect(queryKeyPath(postQueryKeys.list('en'))).toBe('/api/posts');
    expect(queryKeyPath(postQueryKeys.list('ar'))).toBe('/api/posts?language=ar');
    expect(queryKeyPath(postQueryKeys.one('vat basics'))).toBe('/api/posts/vat%20basics');
    expect(queryKeyPath(staffPostQueryKeys.revision('a', 2))).toBe(
      '/api/staff/posts/a/revisions/2',
    );
  });

  it('keeps every language’s list under the key of all posts, the English one being it', () => {
    expect(postQueryKeys.list('en')).toEqual(postQueryKeys.all);
    expect(postQueryKeys.list('ar').slice(0, 1)).toEqual(postQueryKeys.all);
    expect(postQueryKeys.list('ar')).not.toEqual(postQueryKeys.list('en'));
  });
});
