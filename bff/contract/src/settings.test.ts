import { stubFetch } from '../test/stubFetch';
import { fetchSettings } from './publicReads';
import { isPublicSettings, SETTINGS_PATH } from './settings';

describe('isPublicSettings', () => {
  it('accepts a zone name', () => {
    expect(isPublicSettings({ businessTimeZone: 'America/New_York' })).toBe(true);
  });

  it.each([null, 'UTC', {}, { businessTimeZone: '' }, { businessTimeZone: 4 }])(
    'refuses %j',
    (value) => {
      expect(isPublicSettings(value)).toBe(false);
    },
  );
});

describe('fetchSettings', () => {
  it('reads the path on the origin given and answers the settings', async () => {
    const fetchMock = stubFetch({ body: '{"businessTimeZone":"America/New_York"}' });
    expect(await fetchSettings('http://bff:3000')).toEqual({
      businessTimeZone: 'America/New_York',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe(`http://bff:3000${SETTINGS_PATH}`);
  });

  it('throws on a body that is no settings, and on an error status', async () => {
    stubFetch({ body: '{"timeZone":"UTC"}' });
    await expect(fetchSettings()).rejects.toThrow('not the settings');
    stubFetch({ status: 503, statusText: 'Service Unavailable', body: '{"error":"x"}' });
    await expect(fetchSettings()).rejects.toThrow('503: Service Unavailable');
  });
});
