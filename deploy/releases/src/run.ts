import { execFileSync } from 'node:child_process';

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs a command to its end and returns its output. On failure the error carries the command and
 * the end of what it printed, so a failed build or install says why without scrolling.
 */
export function run(command: string, args: string[], { cwd, env = process.env }: RunOptions): string {
  try {
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const tail = `${stdout}${stderr}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`\`${command} ${args.join(' ')}\` failed in ${cwd}:\n${tail}`);
  }
}
