/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BACKOFFICE_EXPOSES } from '@shop/contracts';

type Plugin = { constructor: { name: string }; _options?: { exposes?: Record<string, string> } };

// The container exposes exactly the modules contracts name (its whole public API), each a file here.
it('exposes BACKOFFICE_EXPOSES and nothing else', () => {
  const root = path.resolve(__dirname, '../..');
  // The browser half of the build; the Node half is built from the same exposes (mf-config).
  const [config] = require(path.join(root, 'webpack.config.cjs'))({}, { mode: 'production' }) as [{ plugins: Plugin[] }];
  const exposes = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')?._options?.exposes ?? {};
  expect(Object.keys(exposes).sort()).toEqual(Object.values(BACKOFFICE_EXPOSES).sort());
  for (const file of Object.values(exposes)) expect([file, existsSync(path.join(root, file))]).toEqual([file, true]);
});
