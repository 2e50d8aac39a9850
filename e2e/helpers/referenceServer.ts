/**
 * A second reference API serving the built app, for tests that need other settings than the shared one
 * (a short access-token lifetime): its own port and a fresh data directory, stopped after the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ReferenceServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The reference server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The reference server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startReferenceServer(
  port: number,
  env: Record<string, string>,
): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-extra-'));
  const tsx = path.resolve('node_modules/.bin/tsx');
  const child = spawn(tsx, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      STATIC_DIR: process.env.E2E_DIST ?? 'dist',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // A throwaway database, as the shared server's: no fsync per write.
      PGLITE_FSYNC: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://localhost:${port}`;
  try {
    // It seeds a fresh database while the other tests run: minutes on a busy 2-core machine.
    await waitForHealth(`${baseURL}/api/health`, child, 180_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
