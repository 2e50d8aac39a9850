import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { checkScope } from './scope.ts';

describe('checkScope', () => {
  it('normalises the fixed list and the device scope', () => {
    expect(checkScope('  device_AbCdEfGh openid email  profile offline_access openid')).toBe(
      'openid profile email offline_access device_AbCdEfGh',
    );
  });

  it.each([
    'openid profile email device_AbCdEfGh',
    'openid profile email offline_access',
    'openid profile email offline_access device_AbCdEfGhI',
    'openid profile email offline_access device_Ab-dEfGh',
    'openid profile email offline_access device_AbCdEfGh device_ZyXwVuTs',
    'openid profile email offline_access device_AbCdEfGh write',
  ])('refuses %j with 400 invalid_request', (scope) => {
    let thrown: unknown;
    try {
      checkScope(scope);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(400);
    expect((thrown as ApiError).extra.error).toBe('invalid_request');
  });
});
