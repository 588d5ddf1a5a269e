import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import resolveRemotePlugin, {
  DEFAULT_SHARED_UI_ENTRY,
  sharedUiEntryUrl,
} from '@app/shared-ui/mf/resolveRemote';

describe('sharedUiEntryUrl', () => {
  it('defaults to /shared-ui/remoteEntry.js on the page origin', () => {
    expect(sharedUiEntryUrl(undefined, 'https://example.com')).toBe(
      'https://example.com/shared-ui/remoteEntry.js',
    );
    expect(DEFAULT_SHARED_UI_ENTRY).toBe('/shared-ui/remoteEntry.js');
  });

  it('honours a configured relative or absolute URL', () => {
    expect(sharedUiEntryUrl({ sharedUiUrl: '/kit/remoteEntry.js' }, 'https://a.test')).toBe(
      'https://a.test/kit/remoteEntry.js',
    );
    expect(
      sharedUiEntryUrl({ sharedUiUrl: 'https://cdn.test/ui/remoteEntry.js' }, 'https://a.test'),
    ).toBe('https://cdn.test/ui/remoteEntry.js');
  });
});

describe('resolveRemotePlugin', () => {
  type BeforeRequestArgs = Parameters<
    NonNullable<ReturnType<typeof resolveRemotePlugin>['beforeRequest']>
  >[0];

  function requestArgs(): BeforeRequestArgs {
    return {
      id: 'shared_ui/Provider',
      options: {
        name: 'site',
        remotes: [
          { name: 'shared_ui', entry: '/shared-ui/remoteEntry.js' },
          { name: 'other', entry: '/other/remoteEntry.js' },
        ],
        shared: {},
        plugins: [],
        inBrowser: true,
      },
      origin: {} as ModuleFederation,
    } as BeforeRequestArgs;
  }

  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('rewrites only the shared_ui entry from window.__APP_CONFIG__', async () => {
    window.__APP_CONFIG__ = { sharedUiUrl: 'https://cdn.test/kit/remoteEntry.js' };
    const args = requestArgs();

    const result = await resolveRemotePlugin().beforeRequest?.(args);

    expect(result?.options.remotes).toEqual([
      { name: 'shared_ui', entry: 'https://cdn.test/kit/remoteEntry.js' },
      { name: 'other', entry: '/other/remoteEntry.js' },
    ]);
  });

  it('falls back to the default path on the current origin', async () => {
    const result = await resolveRemotePlugin().beforeRequest?.(requestArgs());

    expect(result?.options.remotes[0]).toEqual({
      name: 'shared_ui',
      entry: `${window.location.origin}/shared-ui/remoteEntry.js`,
    });
  });
});
