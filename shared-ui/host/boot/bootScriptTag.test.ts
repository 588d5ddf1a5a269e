import { withBootScript } from './bootScriptTag';

const BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

describe('withBootScript', () => {
  it('loads the boot script in place of the entry, naming the entry for it to load later', () => {
    const page = withBootScript(BUILT, '/boot.5e6f7a8b.js', 'defer');
    expect(page).toContain('<script defer src="/boot.5e6f7a8b.js" data-app="/main.1a2b3c4d.js">');
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('loads it async when asked, so it runs as soon as it arrives', () => {
    const page = withBootScript(BUILT, '/boot.5e6f7a8b.js', 'async');
    expect(page).toContain('<script async src="/boot.5e6f7a8b.js" data-app="/main.1a2b3c4d.js">');
    expect(page).not.toContain('defer');
  });

  it('refuses a template whose entry it cannot find', () => {
    expect(() => withBootScript('<html><head></head></html>', '/boot.js', 'defer')).toThrow(
      /must load its entry/,
    );
  });
});
