import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('scrypt password hashes', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo1234!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Demo1234!', stored)).toBe(true);
    expect(await verifyPassword('demo1234!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('treats composed and decomposed Unicode as the same password', async () => {
    const stored = await hashPassword('Smörgås');
    expect(await verifyPassword('Smo\u0308rga\u030as', stored)).toBe(true);
  });

  it('refuses unreadable or hostile stored hashes instead of throwing', async () => {
    const stored = await hashPassword('x');
    const [, , r, p, salt, key] = stored.split('$');
    for (const bad of [
      '',
      'plain-text',
      `bcrypt$32768$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`,
      `scrypt$${1 << 22}$${r}$${p}$${salt}$${key}`,
      `scrypt$32768$64$${p}$${salt}$${key}`,
      `scrypt$32768$${r}$${p}$${salt}$`,
      `${stored}$extra`,
    ]) {
      expect(await verifyPassword('x', bad), bad).toBe(false);
    }
  });
});
