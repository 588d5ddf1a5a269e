import { existsSync } from 'node:fs';
import path from 'node:path';
import { exposes } from '../exposes';

describe('exposes', () => {
  it.each(Object.entries(exposes))(
    '%s points at the file of the same name under src/',
    (key, file) => {
      expect(file.replace(/\.tsx?$/, '')).toBe(key.replace(/^\.\//, './src/'));
      expect(existsSync(path.resolve(__dirname, '..', file))).toBe(true);
    },
  );

  it('exposes what the hosts need', () => {
    expect(Object.keys(exposes)).toEqual(
      expect.arrayContaining([
        './Provider',
        './toaster',
        './layout',
        './typography',
        './forms',
        './feedback',
        './Spinner',
        './AccessDenied',
        './NavBar',
      ]),
    );
  });
});
