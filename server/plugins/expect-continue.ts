/**
 * `Expect: 100-continue` decided by the route (RFC 9110 §10.1.1). Node
 * answers "100 Continue" to every such request by itself, before Fastify
 * knows the route: a client then sends a body the route refuses unread (a
 * file over its body limit), the server closes with the bytes unread, and
 * the kernel's reset can reach the client before the 413 does, which then
 * sees a broken pipe instead of the reason (the lots commands send this
 * header for that). Here the request goes to Fastify without the 100, and the
 * route sends it only when it is about to read a body it can take; any
 * earlier answer (401, 403, 404, 413) then arrives before a single body byte.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';

const EXPECTS_CONTINUE = /^\s*100-continue\s*$/i;

export default fp(
  async (app) => {
    // Fastify serves through 'request' only; handling 'checkContinue' stops Node's automatic 100.
    app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
      app.server.emit('request', request, response);
    });
    app.addHook('preParsing', async (request, reply) => {
      if (!EXPECTS_CONTINUE.test(request.headers.expect ?? '')) return;
      const length = Number(request.headers['content-length']);
      // A multipart route counts its own limits part by part, as it reads.
      const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
      if (!multipart && length > request.routeOptions.bodyLimit) return;
      if (!reply.raw.headersSent) reply.raw.writeContinue();
    });
  },
  { name: 'expect-continue' },
);
