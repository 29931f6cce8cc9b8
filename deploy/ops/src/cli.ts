import { runCli } from './commands';

process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
