import { browserTimeZone } from '../staff/readerTimeZone';
import type { StaffPageState } from './pageState';
import { isHydratable } from './hydratable';

const rendered = (address: string, readerTimeZone = browserTimeZone()): StaffPageState => ({
  address,
  user: { id: 1, username: 'jane', role: 'admin' },
  readerTimeZone,
  queries: { queries: [], mutations: [] },
});

describe('whether the app can hydrate a rendered staff screen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('does for the address and zone the server drew', () => {
    window.history.replaceState(null, '', '/admin/inbox?status=new');
    expect(isHydratable(rendered('/inbox?status=new'), window)).toBe(true);
  });

  it('does not for another address, another zone or a page remembered in the history entry', () => {
    window.history.replaceState(null, '', '/admin/inbox?status=new');
    expect(isHydratable(rendered('/inbox'), window)).toBe(false);
    expect(isHydratable(rendered('/inbox?status=new', 'Pacific/Kiritimati'), window)).toBe(false);
    window.history.replaceState({ usr: { cursors: ['c1'] }, key: 'k', idx: 0 }, '', '/admin/inbox');
    expect(isHydratable(rendered('/inbox'), window)).toBe(false);
  });
});
