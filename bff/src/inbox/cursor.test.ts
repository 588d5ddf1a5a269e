import { inboxCursors } from './cursor';

const SECRET = 'a'.repeat(64);
const POSITION = {
  receivedAt: new Date('2026-11-23T04:00:00.123Z'),
  id: '0b5e4c8e-1f0e-4a55-9d51-6d3f0f2b1c7a',
};

describe('inbox cursors', () => {
  const cursors = inboxCursors(SECRET);
  const cursor = cursors.encode(POSITION);

  it('name the position they were made from, opaquely', () => {
    expect(cursors.decode(cursor)).toEqual(POSITION);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(cursor).not.toContain(POSITION.id);
    expect(cursor.length).toBeLessThanOrEqual(200);
  });

  it('refuse every cursor with one character changed', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    for (let at = 0; at < cursor.length; at += 1) {
      for (const other of alphabet) {
        if (other === cursor[at]) continue;
        const tampered = `${cursor.slice(0, at)}${other}${cursor.slice(at + 1)}`;
        expect({ tampered, position: cursors.decode(tampered) }).toEqual({
          tampered,
          position: null,
        });
      }
    }
  });

  it('refuse a position signed with another secret, or made up', () => {
    expect(cursors.decode(inboxCursors('b'.repeat(64)).encode(POSITION))).toBeNull();
    const payload = Buffer.from(`${Date.now()}.${POSITION.id}`).toString('base64url');
    for (const made of [
      '',
      '.',
      'abc',
      payload,
      `${payload}.`,
      `${payload}.${'A'.repeat(22)}`,
      `${cursor}.${cursor}`,
      cursor.slice(0, -1),
    ]) {
      expect(cursors.decode(made)).toBeNull();
    }
  });
});
