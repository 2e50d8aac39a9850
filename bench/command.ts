/** A child process the bench waits for: the demo's git, npm and vite, and the CLI builds. */
import { spawn } from 'node:child_process';

/** Runs a command; rejects with the end of its output when it fails. */
export function runCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  input?: NodeJS.ReadableStream,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    if (input && child.stdin) input.pipe(child.stdin);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve(output);
      const lines = output.trim().split('\n');
      const reason = lines.find((line) => /^(fatal|error|npm error)\b/i.test(line)) ?? lines.at(-1) ?? '';
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${reason}\n${output}`));
    });
  });
}

/** Wall seconds of `vite build` run as its CLI in `cwd` into a fresh `outDir` (as `npm run build` does, elsewhere). */
export async function timedViteBuild(
  vite: string,
  cwd: string,
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const started = performance.now();
  await runCommand(vite, ['build', '--outDir', outDir, '--emptyOutDir'], cwd, undefined, env);
  return (performance.now() - started) / 1000;
}
