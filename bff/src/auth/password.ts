import argon2 from 'argon2';

/**
 * OWASP's argon2id baseline (Password Storage Cheat Sheet): 19 MiB of memory, 2 passes, 1 lane.
 * About 20-40 ms per hash: slow for a guesser, unnoticeable at sign-in.
 */
export const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a hash argon2 cannot read (never throws). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with weaker parameters than today's; re-hash it at sign-in. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, HASH_OPTIONS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so that signing in as an unknown user takes as long as a
 * wrong password: response times do not reveal which usernames exist.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-only-spends-time');
  await verifyPassword(await dummyHash, password);
}
