import { bus, createBus } from './bus';

interface TestEvents {
  ping: { n: number };
  pong: Record<string, never>;
}

describe('createBus', () => {
  it('delivers a payload to every handler of the event, in subscription order, and to no other event', () => {
    const local = createBus<TestEvents>();
    const seen: string[] = [];
    local.on('ping', ({ n }) => seen.push(`a${n}`));
    local.on('ping', ({ n }) => seen.push(`b${n}`));
    local.on('pong', () => seen.push('pong'));
    local.emit('ping', { n: 1 });
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('stops delivering after unsubscribe, and unsubscribing twice is harmless', () => {
    const local = createBus<TestEvents>();
    const handler = jest.fn();
    const off = local.on('ping', handler);
    local.emit('ping', { n: 1 });
    off();
    off();
    local.emit('ping', { n: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ n: 1 });
  });

  it('keeps delivering when one handler throws, and logs the failure', () => {
    const local = createBus<TestEvents>();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    local.on('ping', () => {
      throw new Error('broken remote');
    });
    local.on('ping', after);
    expect(() => local.emit('ping', { n: 1 })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ n: 1 });
    expect(error).toHaveBeenCalledWith('bus: a handler of "ping" failed', expect.any(Error));
    error.mockRestore();
  });

  it('lets a handler unsubscribe another while the event is delivered', () => {
    const local = createBus<TestEvents>();
    const second = jest.fn();
    let offSecond = () => {};
    local.on('ping', () => offSecond());
    offSecond = local.on('ping', second);
    local.emit('ping', { n: 1 });
    local.emit('ping', { n: 2 });
    expect(second).toHaveBeenCalledTimes(1);
  });
});

it('the page bus carries the contract events', () => {
  const handler = jest.fn();
  const off = bus.on('auth:required', handler);
  bus.emit('auth:required', { reason: 'wishlist' });
  off();
  expect(handler).toHaveBeenCalledWith({ reason: 'wishlist' });
});
