/**
 * One error shape for every failed call: `{ status, message, errors? }` with a
 * Russian message. Validation failures name the field; nothing leaks a stack.
 */
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { LEAD_MESSAGES } from '../../src/schemas/leads.ts';
import type { ApiError } from '../../src/schemas/site.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  describeUnavailable,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Некорректный запрос',
  401: 'Требуется авторизация',
  403: 'Доступ запрещён',
  404: 'Не найдено',
  405: 'Метод не поддерживается',
  406: 'Формат ответа не поддерживается',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый тип данных',
  429: 'Слишком много запросов. Попробуйте позже',
};

const DEFAULT_FIELD_ERROR = 'Поле некорректно';

export function russianStatusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? 'Ошибка на стороне сервера' : 'Некорректный запрос');
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: NonNullable<ApiError['errors']> = {};
        // A form body names its top-level field (`files`, not `files.0`): that is the input the visitor sees.
        const isForm = (error as { validationContext?: string }).validationContext === 'body';
        for (const issue of error.validation) {
          const issuePath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
          const segments = issue.instancePath.split('/').filter(Boolean);
          const field = (isForm ? segments[0] : segments.join('.')) || String(issuePath?.[0] ?? '_');
          errors[field] ??= {
            error_msg: issue.message && /[а-яё]/i.test(issue.message) ? issue.message : DEFAULT_FIELD_ERROR,
          };
        }
        const fields = Object.keys(errors).join(', ');
        const message = isForm ? LEAD_MESSAGES.validation : `Некорректное значение: ${fields}`;
        const body: ApiError = { status: 400, message, errors };
        return reply.status(400).send(body);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.status(500).send({ status: 500, message: russianStatusMessage(500) });
      }
      if (isDatabaseUnavailable(error)) {
        // Not a bug of ours and over in seconds: a warning, and the client is told when to ask again (decision 027).
        request.log.warn(describeUnavailable(error), 'database unavailable: answered 503');
        const body: ApiError = { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE };
        return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(body);
      }
      const err = error as { statusCode?: unknown; message?: string; retryAfter?: unknown };
      if (typeof err.retryAfter === 'number') reply.header('retry-after', String(err.retryAfter));
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) request.log.error(error);
      // Our own thrown errors carry Russian text; framework errors get a generic one.
      const own = /[а-яё]/i.test(err.message ?? '');
      const body: ApiError = {
        status,
        message: own && status < 500 ? (err.message as string) : russianStatusMessage(status),
      };
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
