import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { dbConfig } from './config';

describe('database configuration', () => {
  it('keeps an SQLite file under DATA_DIR by default', () => {
    expect(readSection(dbConfig, {})).toEqual({
      dataDir: '/srv/app/data',
      database: {
        dialect: 'sqlite',
        storage: '/srv/app/data/app.sqlite',
        safeUrl: 'sqlite:/srv/app/data/app.sqlite',
      },
      dbConnectTimeoutMs: 30_000,
    });
  });

  it('reads every variable', () => {
    expect(
      readSection(dbConfig, {
        DATA_DIR: 'var',
        DATABASE_URL: 'mysql://app:s%40cret@db.internal:3307/finance',
        DB_CONNECT_TIMEOUT_MS: '500',
      }),
    ).toEqual({
      dataDir: '/srv/app/var',
      database: {
        dialect: 'mysql',
        host: 'db.internal',
        port: 3307,
        user: 'app',
        password: 's@cret',
        database: 'finance',
        safeUrl: 'mysql://app:***@db.internal:3307/finance',
      },
      dbConnectTimeoutMs: 500,
    });
  });

  it.each([
    ['postgres://u:p@h/db', /^DATABASE_URL: must look like mysql:\/\/.* or sqlite:/],
    ['mysql://u:hunter2@h:3306/', /^DATABASE_URL: the mysql URL needs one database name/],
    ['mysql://u:hunter2@h:3306/a/b', /^DATABASE_URL: the mysql URL needs one database name/],
    ['mysql://u:hunter2@:3306/db', /^DATABASE_URL: (not a valid URL|the mysql URL has no host)/],
    ['sqlite:', /^DATABASE_URL: sqlite: needs a file path/],
  ])('rejects DATABASE_URL=%p without echoing it', (url, message) => {
    const problems = sectionProblems(dbConfig, { DATABASE_URL: url });
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems.join()).not.toContain('hunter2');
  });

  it('reports a bad DATABASE_URL together with a bad timeout', () => {
    expect(
      sectionProblems(dbConfig, { DATABASE_URL: 'mongodb://db', DB_CONNECT_TIMEOUT_MS: 'soon' }),
    ).toEqual([
      expect.stringMatching(/^DATABASE_URL: must look like/),
      expect.stringMatching(/^DB_CONNECT_TIMEOUT_MS: must be a whole number/),
    ]);
  });

  it.each([
    ['sqlite:app.sqlite', '/srv/app/app.sqlite'],
    ['sqlite:./data/x.sqlite', '/srv/app/data/x.sqlite'],
    ['sqlite:/var/lib/app.sqlite', '/var/lib/app.sqlite'],
    ['sqlite:///var/lib/app.sqlite', '/var/lib/app.sqlite'],
    ['sqlite::memory:', ':memory:'],
  ])('reads %p as SQLite storage %p', (url, storage) => {
    expect(readSection(dbConfig, { DATABASE_URL: url }).database).toMatchObject({
      dialect: 'sqlite',
      storage,
    });
  });

  it('defaults the MySQL port to 3306 and allows an empty password', () => {
    expect(readSection(dbConfig, { DATABASE_URL: 'mysql://root@127.0.0.1/app' }).database).toEqual({
      dialect: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      password: '',
      database: 'app',
      safeUrl: 'mysql://root@127.0.0.1/app',
    });
  });
});
