/**
 * The inbox list's page cursor: the (received_at, id) of the last row shown, which the next page
 * continues below. It is opaque to clients and signed, so a cursor that was not ours (made up,
 * cut short, edited) is refused as an unknown page rather than read as some other position. The
 * key comes from the session secret, which every replica shares: a page fetched from one replica
 * continues on any other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PagePosition {
  receivedAt: Date;
  id: string;
}

export interface InboxCursors {
  encode(position: PagePosition): string;
  /** The position a cursor names, or null for anything this process did not sign. */
  decode(cursor: string): PagePosition | null;
}

const MAC_BYTES = 16;
const PAYLOAD = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function inboxCursors(secret: string): InboxCursors {
  // A key of its own, so a cursor's signature can never stand for a session cookie's.
  const key = createHmac('sha256', secret).update('inbox-cursor').digest();
  const sign = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

  return {
    encode({ receivedAt, id }) {
      const payload = `${receivedAt.getTime()}.${id}`;
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload).toString('base64url')}`;
    },

    decode(cursor) {
      const [encoded, mac, ...rest] = cursor.split('.');
      if (encoded === undefined || mac === undefined || rest.length > 0) return null;
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const given = Buffer.from(mac, 'base64url');
      // Base64url decoding skips what it cannot read; a re-encoding that differs was not ours.
      if (Buffer.from(payload).toString('base64url') !== encoded) return null;
      if (given.toString('base64url') !== mac || given.length !== MAC_BYTES) return null;
      if (!timingSafeEqual(given, sign(payload))) return null;
      const match = PAYLOAD.exec(payload);
      if (match === null) return null;
      const receivedAt = new Date(Number(match[1]));
      if (Number.isNaN(receivedAt.getTime())) return null;
      return { receivedAt, id: match[2]! };
    },
  };
}
