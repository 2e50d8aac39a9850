/** The reference API and the built app as one child process on a free local port (127.0.0.1 only). */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from './build.ts';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts server/main.ts in its own Node process (tsx loaded in-process, so the pid is the API's). */
export async function startServer(
  staticDir: string,
  dataDir: string,
  timeoutMs = 120_000,
  /** A PostgreSQL database instead of the embedded one in `dataDir`. */
  databaseUrl = '',
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED: 'true',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) child.kill('SIGKILL');
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench: the API exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { baseUrl, pid: child.pid!, child, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`bench: the API did not answer /api/health within ${timeoutMs} ms:\n${log}`);
}

/** Resident and peak resident memory of a process, in MB, from /proc/<pid>/status. */
export async function memoryOf(pid: number): Promise<{ rssMb: number; peakRssMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: Math.round(field('VmRSS')), peakRssMb: Math.round(field('VmHWM')) };
}
