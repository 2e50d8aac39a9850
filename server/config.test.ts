import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('API processes', () => {
  it('is one process on the embedded database, whatever is asked', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ API_WORKERS: '4' }).workers).toBe(1);
  });

  it('on a PostgreSQL server takes API_WORKERS, between 1 and 8', () => {
    const url = 'postgres://localhost/backoffice';
    expect(loadConfig({ DATABASE_URL: url, API_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ DATABASE_URL: url, API_WORKERS: '0' }).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: url, API_WORKERS: '64' }).workers).toBe(8);
    expect(loadConfig({ DATABASE_URL: url }).workers).toBeGreaterThanOrEqual(1);
  });
});
