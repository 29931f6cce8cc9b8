/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// The import rules of .dependency-cruiser.cjs, each shown refusing a planted violation, and the
// imports they allow shown passing: a workspace in miniature, cruised with the real config.

const ROOT = resolve(__dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');

/** File → source. An import's comment names the rules that must refuse it, or says `allowed`. */
const FILES: Record<string, string> = {
  'tsconfig.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }',
  'shell/src/frame.ts': 'export const frame = 1;',
  'remotes/catalog/src/page.ts': "export const page = 1;",
  'remotes/cart-checkout/src/cart.ts': "import { page } from '../../catalog/src/page'; // remotes-stay-apart\nexport const cart = page;",
  'remotes/cart-checkout/src/header.ts': "import { frame } from '../../../shell/src/frame'; // remotes-import-no-shell\nexport const header = frame;",
  'remotes/cart-checkout/src/own.ts': "import { cart } from './cart'; // allowed\nexport const own = cart;",
  'shell/src/routes.ts': "import { page } from '../../remotes/catalog/src/page'; // shell-imports-no-remote\nexport const routes = page;",
  'shell/src/api.ts': "import { i } from '../../deploy/api/src/infra/i'; // apps-import-no-server\nexport const api = i;",
  'shared/ui/src/button.ts': "import { frame } from '../../../shell/src/frame'; // shared-imports-no-app\nexport const button = frame;",
  'shared/contracts/src/a.ts': "import type { B } from './b'; // no-circular\nexport type A = { b?: B };",
  // The circle is reported once, from where the cruise met it first.
  'shared/contracts/src/b.ts': "import type { A } from './a';\nexport type B = { a?: A };",
  'deploy/edge/src/render.ts': "import { frame } from '../../../shell/src/frame'; // servers-import-no-app-source\nexport const render = frame;",
  'deploy/edge/src/inside.ts': "import { i } from '../../api/src/infra/i'; // the-api-through-its-index\nexport const inside = i;",
  'deploy/edge/src/public.ts': "import { index } from '../../api/src/index'; // allowed\nexport const pub = index;",
  'deploy/api/src/index.ts': 'export const index = 1;',
  'deploy/api/src/infra/i.ts': "import { w } from '../domains/settings/w'; // infra-below-domains\nexport const i = w;",
  'deploy/api/src/db/schema.ts': "import { w } from '../domains/settings/w'; // database-below-domains\nexport const schema = w;",
  'deploy/api/src/db/seed.ts': "import { w } from '../domains/settings/w'; // allowed\nimport { demo } from './seed-data/demo'; // allowed\nexport const seed = w + demo;",
  'deploy/api/src/db/seed-data/demo.ts': 'export const demo = 1;',
  'deploy/api/src/domains/settings/w.ts': 'export const w = 1;',
  'deploy/api/src/domains/settings/up.ts': "import { y } from '../cart/y'; // domain-order:settings\nexport const up = y;",
  'deploy/api/src/domains/catalog/beside.ts': "import { o } from '../order/o'; // domain-order:catalog\nexport const beside = o;",
  'deploy/api/src/domains/order/o.ts': 'export const o = 1;',
  'deploy/api/src/domains/cart/y.ts': "import { w } from '../settings/w'; // allowed\nexport const y = w;",
  'deploy/api/src/domains/cart/demo.ts': "import { seed } from '../../db/seed'; // runtime-code-runs-without-the-demo\nexport const d = seed;",
  'deploy/api/src/domains/cart/demo-data.ts': "import { demo } from '../../db/seed-data/demo'; // runtime-code-runs-without-the-demo demo-data-only-in-the-seed\nexport const d = demo;",
  'deploy/api/src/domains/cart/cart.test.ts': "import { demo } from '../../db/seed-data/demo'; // allowed\nexport const t = demo;",
  'deploy/api/src/domains/newcomer/n.ts': "import { w } from '../settings/w'; // domain-order:declared\nexport const n = w;",
};

/** What each file's comments plant: [rule, from] pairs, `allowed` ones left out. */
function planted(): Array<[string, string]> {
  return Object.entries(FILES).flatMap(([file, source]) =>
    [...source.matchAll(/\/\/ (.+)$/gm)].flatMap((match) => match[1]!.split(' ').filter((rule) => rule !== 'allowed').map((rule): [string, string] => [rule, file])));
}

interface Violation { from: string; rule: { name: string } }

describe('the import rules (.dependency-cruiser.cjs)', () => {
  let dir: string;
  let violations: Violation[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
    for (const [file, source] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), source);
    }
    const run = spawnSync(DEPCRUISE, ['--config', CONFIG, '--output-type', 'json', 'shell', 'remotes', 'shared', 'deploy'], { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`depcruise failed: ${run.stderr}`);
    violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses each planted violation with its rule, and nothing the rules allow', () => {
    const found = violations.map((violation): [string, string] => [violation.rule.name, violation.from]);
    const sorted = (pairs: Array<[string, string]>) => pairs.map((pair) => pair.join(' ← ')).sort();
    expect(sorted(found)).toEqual(sorted(planted()));
  });

  it('plants a violation of every rule', () => {
    const rules = new Set(planted().map(([rule]) => rule.replace(/:.*/, '')));
    const config = require(CONFIG) as { forbidden: Array<{ name: string }> };
    expect([...new Set(config.forbidden.map((rule) => rule.name.replace(/:.*/, '')))].sort()).toEqual([...rules].sort());
  });
});
