/** @jest-environment node */
import type { Operation } from './openapi';
import { prototypePollution, replyProblem, type Reply } from './reply-check';

// The checker decides what the fuzz suite calls a failure: it must itself be able to fail.
const json: Operation = { method: 'GET', path: '/api/x', pathParams: [], query: [], replyTypes: new Map([[200, 'application/json']]), open: false };
const image: Operation = { ...json, replyTypes: new Map([[200, 'image/webp'], [404, 'application/json']]) };

function reply(statusCode: number, body: unknown, contentType = 'application/json; charset=utf-8'): Reply {
  return { statusCode, body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': contentType } };
}

describe('replyProblem', () => {
  it.each([
    [reply(200, { status: 200, items: [] })],
    [reply(400, { status: 400, error: 'validation', message: 'body/email must be string' })],
    [reply(403, { status: 403, error: 'xsrf' })],
    [reply(404, { status: 404, error: 'not_found' })],
    [reply(409, { status: 409, error: 'conflict', message: 'Changed since you opened it', changed_by: 'anna@example.com', changed_at: '2026-01-02T10:00:00.000Z' })],
    [reply(429, { status: 429, error: 'too_many_requests' })],
    [reply(304, '', 'application/json; charset=utf-8')],
  ])('accepts a reply in the envelope (%#)', (response) => {
    expect(replyProblem(json, response, 10, 1000)).toBeUndefined();
  });

  it.each([
    [reply(500, { status: 500, error: 'internal' }), /^HTTP 500/],
    [reply(502, 'Bad gateway', 'text/plain'), /^HTTP 502/],
    [reply(400, { status: 400, error: 'x', message: 'Error: boom\n    at handler (/app/routes.ts:3:9)' }), /stack trace/],
    [reply(418, { status: 418, error: 'teapot' }), /never answers on purpose/],
    [reply(200, '<html></html>', 'text/html'), /not JSON/],
    [reply(400, '{"status":400', 'application/json'), /not JSON/],
    [reply(200, { ok: true }), /body status undefined/],
    [reply(400, { status: 200 }), /body status 200/],
    [reply(400, { status: 400 }), /without an error code/],
    [reply(304, { status: 200 }), /304 with a body/],
  ])('finds what is wrong (%#)', (response, problem) => {
    expect(replyProblem(json, response, 10, 1000)).toMatch(problem);
  });

  it('holds every answer to the time bound', () => {
    expect(replyProblem(json, reply(200, { status: 200 }), 1500, 1000)).toMatch(/1500 ms, over the 1000 ms bound/);
  });

  it('takes the declared content type of a 200 that is not JSON', () => {
    expect(replyProblem(image, reply(200, 'RIFF…WEBP', 'image/webp'), 10, 1000)).toBeUndefined();
    expect(replyProblem(image, reply(200, { status: 200 }), 10, 1000)).toMatch(/declared "image\/webp"/);
    expect(replyProblem(image, reply(404, { status: 404, error: 'not_found' }), 10, 1000)).toBeUndefined();
  });
});

describe('prototypePollution', () => {
  it('notices a key added to Object.prototype', () => {
    expect(prototypePollution()).toBeUndefined();
    Object.defineProperty(Object.prototype, 'polluted', { value: 1, enumerable: true, configurable: true });
    try {
      expect(prototypePollution()).toBe('Object.prototype gained polluted');
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });
});
