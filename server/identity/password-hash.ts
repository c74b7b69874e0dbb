// Passwords are kept as argon2id hashes at OWASP's minimum cost (19 MiB, 2 passes, 1 lane): the
// memory each guess needs is what makes a stolen table expensive to search on GPUs.
import { hash, type Options, verify } from '@node-rs/argon2';

// The library's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;

export const PASSWORD_HASH_COST: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_COST);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against its stored hash. With no hash (no such account) a decoy hash is
 * checked instead, so an unknown e-mail costs the same time as a known one and the answer's
 * timing tells nothing.
 */
export async function passwordMatches(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    decoy ??= hashPassword('decoy password, never anyone’s');
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}
