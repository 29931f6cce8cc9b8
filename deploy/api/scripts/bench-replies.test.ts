/** @jest-environment node */
import { expectStatus, ReplyCheck, runBenchmark, UnexpectedReply } from './bench-replies';

describe('expectStatus', () => {
  it('passes the expected status, 200 unless said, without reading the body', () => {
    const body = jest.fn(() => 'never read');
    expectStatus('GET /api/session', 200, body);
    expectStatus('POST /api/cart/v2/add', 400, body, [200, 400]);
    expect(body).not.toHaveBeenCalled();
  });

  it('stops at any other status with the call and the reply shown', () => {
    const refused = JSON.stringify({ status: 403, error: 'xsrf', message: 'Missing or invalid X-XSRF-TOKEN header: GET /api/session first' });
    expect(() => expectStatus('POST /api/indexedproducts/get/ru-ru', 403, () => refused)).toThrow(
      new UnexpectedReply('POST /api/indexedproducts/get/ru-ru', 403, [200], refused),
    );
    expect(() => expectStatus('POST /x', 403, refused)).toThrow(/^POST \/x answered 403, where the benchmark expects 200: .*\n\{"status":403,"error":"xsrf"/s);
    expect(() => expectStatus('GET /en', 0, '')).toThrow(/^GET \/en got no reply .*\n\(an empty body\)$/s);
    expect(() => expectStatus('GET /sitemap.xml', 200, 'x', 304)).toThrow(/expects 304/);
  });

  it('shows the head of a long reply', () => {
    const page = `<!doctype html>${'x'.repeat(10_000)}`;
    expect(() => expectStatus('GET /en', 500, page)).toThrow(/<!doctype html>x+… \(10015 characters\)$/);
  });
});

describe('ReplyCheck', () => {
  it('keeps the first unexpected reply of many clients, stops them all, and throws it when asked', () => {
    const check = new ReplyCheck();
    expect([check.note('GET /a', 200, 'ok'), check.stopped]).toEqual([true, false]);
    check.throwIfAny();
    const later = jest.fn(() => 'second');
    expect([check.note('GET /a', 503, 'first'), check.note('GET /b', 500, later), check.stopped]).toEqual([false, false, true]);
    expect(later).not.toHaveBeenCalled();
    expect(() => check.throwIfAny()).toThrow(/^GET \/a answered 503, .*\nfirst$/s);
  });
});

describe('runBenchmark', () => {
  it('ends on an unexpected reply with its message and exit code 1, and lets any other error through', async () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await runBenchmark(async () => expectStatus('GET /x', 500, 'boom'));
      expect(process.exitCode).toBe(1);
      expect(printed).toHaveBeenCalledWith(expect.stringMatching(/^\nGET \/x answered 500.*\nboom$/s));
      await expect(runBenchmark(async () => { throw new Error('seeding failed'); })).rejects.toThrow('seeding failed');
    } finally {
      process.exitCode = 0;
      printed.mockRestore();
    }
  });
});
