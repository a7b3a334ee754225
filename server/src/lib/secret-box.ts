/**
 * Encrypts the secrets the server must read back (TOTP keys, an IdP's client secret) with
 * AES-256-GCM under SECRET_KEY, so a copy of the database alone reveals none of them. The stored
 * form is `v1.<iv>.<tag>.<ciphertext>` in base64url; a tampered value fails to open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { appError } from './app-error';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** Development and tests only; production uses SECRET_KEY or seals nothing (secretBoxFor). */
export const DEVELOPMENT_SECRET_KEY = 'portal-development-secret-key';

/** The key from its setting: 32 bytes in base64, or any passphrase (hashed to 32 bytes). */
export function secretKeyOf(setting: string): Buffer {
  const decoded = Buffer.from(setting, 'base64');
  return decoded.length === 32 ? decoded : createHash('sha256').update(setting, 'utf8').digest();
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The box the settings give: SECRET_KEY's, the development key outside production, and in
 * production without a key one that refuses (the second factor and SSO then answer 503).
 */
export function secretBoxFor(env: { NODE_ENV: string; SECRET_KEY?: string | undefined }): SecretBox {
  if (env.SECRET_KEY) return createSecretBox(secretKeyOf(env.SECRET_KEY));
  if (env.NODE_ENV !== 'production') return createSecretBox(secretKeyOf(DEVELOPMENT_SECRET_KEY));
  const refuse = (): never => {
    throw appError('SERVICE_UNAVAILABLE', 'SECRET_KEY が設定されていないため、この機能は使えません。');
  };
  return { seal: refuse, open: refuse };
}
