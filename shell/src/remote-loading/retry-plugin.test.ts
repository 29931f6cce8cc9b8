import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './retry-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof retryPlugin>['errorLoadRemote']>>[0];

function setup(failures: number, delays = [300, 600, 1200]) {
  const waits: number[] = [];
  const plugin = retryPlugin({ delays, sleep: async (ms) => void waits.push(ms) });
  let calls = 0;
  const origin = {
    loadRemote: jest.fn(async (id: string) => {
      calls += 1;
      if (calls <= failures) {
        // The runtime reports each nested failure to the plugin too, as the real one does.
        await plugin.errorLoadRemote?.({ id, error: new Error('nested'), from: 'runtime', lifecycle: 'onLoad', origin: origin as unknown as ModuleFederation });
        throw new Error(`attempt ${calls} failed`);
      }
      return { default: 'module' };
    }),
  };
  const fail = (lifecycle: ErrorArgs['lifecycle'] = 'onLoad') =>
    plugin.errorLoadRemote?.({ id: 'content_blog/BlogList', error: new Error('first'), from: 'runtime', lifecycle, origin: origin as unknown as ModuleFederation });
  return { fail, origin, waits };
}

describe('retryPlugin', () => {
  it('loads the module again after a backoff and returns it', async () => {
    const { fail, origin, waits } = setup(0);
    await expect(fail()).resolves.toEqual({ default: 'module' });
    expect(origin.loadRemote).toHaveBeenCalledWith('content_blog/BlogList');
    expect(waits).toEqual([300]);
  });

  it('backs off longer after each failure and succeeds on a later try', async () => {
    const { fail, origin, waits } = setup(2);
    await expect(fail()).resolves.toEqual({ default: 'module' });
    expect(origin.loadRemote).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([300, 600, 1200]);
  });

  it('gives up after the last delay so the caller gets the original error', async () => {
    const { fail, origin, waits } = setup(10);
    await expect(fail()).resolves.toBeUndefined();
    expect(origin.loadRemote).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([300, 600, 1200]);
  });

  it('leaves failures outside a module load (shared modules, requests) alone', async () => {
    const { fail, origin } = setup(0);
    await expect(fail('beforeLoadShare')).resolves.toBeUndefined();
    await expect(fail('afterResolve')).resolves.toBeUndefined();
    expect(origin.loadRemote).not.toHaveBeenCalled();
  });

  it('can be used again after giving up', async () => {
    const { fail, origin } = setup(3);
    await expect(fail()).resolves.toBeUndefined();
    await expect(fail()).resolves.toEqual({ default: 'module' });
    expect(origin.loadRemote).toHaveBeenCalledTimes(4);
  });
});
