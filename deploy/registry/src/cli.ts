import { runCli } from './cli-commands';

// Relative --dir values are meant from where the user typed the command, not the package folder
// pnpm runs the script in; INIT_CWD is that folder under npm/pnpm.
process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
