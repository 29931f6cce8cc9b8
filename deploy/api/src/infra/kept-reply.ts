import type { FastifyReply } from 'fastify';

const serialized = new WeakMap<object, ReturnType<FastifyReply['serialize']>>();

/**
 * Sends the reply of a value the API keeps in memory (a catalogue page: the same object for the
 * same request until the catalogue changes). It is serialized by the route's reply schema once,
 * and that text is sent from then on: turning a grid of 24 cards into JSON costs more than
 * everything else a kept page takes to answer. The text lives as long as the value is kept.
 */
export function sendKept<T extends object, R extends object>(reply: FastifyReply, kept: T, envelope: (kept: T) => R): FastifyReply {
  let json = serialized.get(kept);
  if (json === undefined) serialized.set(kept, (json = reply.serialize(envelope(kept))));
  return reply.type('application/json; charset=utf-8').send(json);
}
