/**
 * Refuses, before validation, text no PostgreSQL column can store (U+0000, a
 * lone UTF-16 surrogate) anywhere in the path, the query or the JSON body,
 * keys included (decision 028). One hook for every route, pages, files and
 * the not-found handler (its `*` parameter) included, those to come too:
 * a handler never meets such text, so PostgreSQL never turns it into a 500,
 * and a retried lead with the same idempotency key gets the same 400. The
 * answer is the validation shape of plugins/errors.ts, with the field named.
 * Multipart parts are read by their route (routes/api/uploads.ts).
 */
import fp from 'fastify-plugin';
import { LEAD_MESSAGES } from '../../src/schemas/leads.ts';
import type { ApiError } from '../../src/schemas/site.ts';
import { findInvalidText, INVALID_TEXT_MESSAGE } from '../../src/schemas/text-hygiene.ts';

type Part = 'params' | 'querystring' | 'body';

/** A body names its top-level field (the input a visitor sees), a path or query its dotted name, like plugins/errors.ts. */
function invalidTextError(part: Part, path: readonly PropertyKey[]): ApiError {
  const isForm = part === 'body';
  // A wildcard route (`/media/files/*`) calls its parameter `*`; the visitor knows it as the path.
  const field = (isForm ? String(path[0] ?? '') : path.map(String).join('.').replace(/^\*$/, 'path')) || '_';
  return {
    status: 400,
    message: isForm ? LEAD_MESSAGES.validation : `Некорректное значение: ${field}`,
    errors: { [field]: { error_msg: INVALID_TEXT_MESSAGE } },
  };
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      const parts: Array<[Part, unknown]> = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ];
      for (const [part, value] of parts) {
        const path = findInvalidText(value);
        if (path) return reply.status(400).send(invalidTextError(part, path));
      }
    });
  },
  { name: 'text-hygiene' },
);
