/**
 * Signing secrets at rest. A receiver checks our HMAC with the secret it was shown once, so the
 * BFF must keep the secret itself, not a hash of it. It is sealed with AES-256-GCM under a key
 * derived (HKDF) from the session secret, which lives in the environment or DATA_DIR, not in the
 * database: a leaked dump or backup alone does not let anyone forge our webhooks. Changing
 * SESSION_SECRET makes the sealed secrets unreadable: deliveries then fail until an admin gives
 * each endpoint a new secret (docs/webhooks.md).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'v1';

/** The sealing key of the install, from its session secret. */
export function secretBoxKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'webhooks', 'signing-secret-box', 32));
}

/** A fresh signing secret as the admin is shown it. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), sealed].map(part64).join('.');
}

/** The secret, or null when it was sealed under another key (the session secret changed). */
export function openSecret(sealed: string, key: Buffer): string | null {
  const [format, iv, tag, data] = sealed.split('.');
  if (format !== FORMAT || iv === undefined || tag === undefined || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

function part64(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
