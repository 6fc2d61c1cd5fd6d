import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../src/http/event-stream.js';

/** The parts of Fastify's request and reply a stream uses, over a socket in the given state. */
function connection(socketDestroyed: boolean) {
  const raw = Object.assign(new EventEmitter(), { destroyed: socketDestroyed });
  const written: string[] = [];
  const heads: Record<string, string>[] = [];
  let ended = 0;
  const reply = {
    hijack: () => undefined,
    getHeaders: () => ({ vary: 'Origin' }),
    raw: {
      writeHead: (_status: number, head: Record<string, string>) => {
        heads.push(head);
        return reply.raw;
      },
      write: (text: string) => written.push(text),
      end: () => (ended += 1),
    },
  };
  return {
    request: { raw, socket: { destroyed: socketDestroyed } } as unknown as FastifyRequest,
    reply: reply as unknown as FastifyReply,
    raw,
    written,
    heads,
    ended: () => ended,
  };
}

describe('openEventStream', () => {
  it('ends at once, with its onClose, for a client that left while the route was reading', () => {
    const gone = connection(true);
    let closes = 0;
    const stream = openEventStream(gone.request, gone.reply, {
      heartbeat: { everyMs: 10_000, run: () => undefined },
      onClose: () => (closes += 1),
    });
    assert.equal(stream.closed, true);
    assert.equal(closes, 1);
    assert.equal(gone.ended(), 1);
    stream.send('feed', '{}');
    assert.deepEqual(gone.written, []);
  });

  it('streams to a client that is there, and closes once when it leaves', () => {
    const here = connection(false);
    let closes = 0;
    const stream = openEventStream(here.request, here.reply, {
      heartbeat: { everyMs: 10_000, run: () => undefined },
      onClose: () => (closes += 1),
    });
    stream.send('feed', '{"a":1}', 7);
    assert.deepEqual(here.written, ['retry: 1000\n\n', 'id: 7\nevent: feed\ndata: {"a":1}\n\n']);
    // Its head is the reply's (CORS) with the security headers, which Fastify would have added.
    assert.equal(here.heads[0]?.vary, 'Origin');
    assert.equal(here.heads[0]?.['x-content-type-options'], 'nosniff');
    assert.equal(here.heads[0]?.['content-type'], 'text/event-stream; charset=utf-8');
    here.raw.emit('close');
    stream.close();
    assert.equal(stream.closed, true);
    assert.equal(closes, 1);
    assert.equal(here.ended(), 1);
  });
});
