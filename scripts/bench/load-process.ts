/**
 * Runs a benchmark's load script (its source, as `node -e` runs it) in a process of its own, so
 * the load it makes does not share a thread with the server it measures, and gives back what the
 * script printed as JSON. The script reads its settings from `env`.
 */
import { spawn } from 'node:child_process';

export async function runLoadProcess<Figures>(
  script: string,
  env: Record<string, string>,
): Promise<Figures> {
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`the load process exited with ${code}`);
  return JSON.parse(out) as Figures;
}
