/**
 * One error shape for every failed call: `{ status, message, errors? }` with a
 * Russian message. Validation failures name the field; nothing leaks a stack.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { LEAD_MESSAGES } from '../../src/schemas/leads.ts';
import type { ApiError } from '../../src/schemas/site.ts';
import type { AppConfig } from '../config.ts';
import { HSTS_MAX_AGE, PERMISSIONS_POLICY } from './security.ts';

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

export const DEFAULT_FIELD_ERROR = 'Поле некорректно';

export function russianStatusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? 'Ошибка на стороне сервера' : 'Некорректный запрос');
}

/** Headers of answers that never reach the router (the plugins' hooks do not run for them). */
function frameworkErrorHeaders(config: Pick<AppConfig, 'PUBLIC_ORIGIN'>): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(config.PUBLIC_ORIGIN.startsWith('https:')
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE}; includeSubDomains; preload` }
      : {}),
  };
}

/**
 * Fastify's `frameworkErrors`: an address it cannot decode (`/api/%`) or a path
 * parameter over its length limit is refused before routing, by default with an
 * English body. The same Russian error shape goes out instead.
 */
export function frameworkErrorHandler(config: Pick<AppConfig, 'PUBLIC_ORIGIN'>): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const headers = frameworkErrorHeaders(config);
  return (error, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
    const message = status === 414 ? 'Слишком длинный адрес запроса' : status >= 500 ? russianStatusMessage(500) : 'Некорректный адрес запроса';
    const body: ApiError = { status, message };
    // The handler's reply is typed for any route schema; this one answers outside every route.
    void (reply as unknown as FastifyReply).status(status).headers(headers).type('application/json; charset=utf-8').send(body);
  };
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
          errors[field] ??= { error_msg: issue.message && /[а-яё]/i.test(issue.message) ? issue.message : DEFAULT_FIELD_ERROR };
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
      const err = error as { statusCode?: unknown; message?: string };
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) request.log.error(error);
      // Our own thrown errors carry Russian text; framework errors get a generic one.
      const own = /[а-яё]/i.test(err.message ?? '');
      const body: ApiError = { status, message: own && status < 500 ? (err.message as string) : russianStatusMessage(status) };
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
