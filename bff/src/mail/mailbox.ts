import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

/** A display name and an address, as in `The Finance Team <hello@example.com>`. */
export interface Mailbox {
  name: string;
  address: string;
}

const isEmail = (value: string): boolean => z.email().safeParse(value).success;

/** Reads one mailbox (`Name <a@b.c>` or `a@b.c`); null for anything else. */
export function parseMailbox(value: string): Mailbox | null {
  const parsed = addressparser(value, { flatten: true });
  if (parsed.length !== 1) return null;
  const [mailbox] = parsed;
  if (mailbox?.address === undefined || !isEmail(mailbox.address)) return null;
  return { name: mailbox.name, address: mailbox.address };
}

/** The domain part of an address, lower-cased. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
