/**
 * What every operation of /api/openapi.json gets from one place rather than
 * from each route file: an operationId made of its method and path, the
 * security it really needs (the CSRF pair on unsafe methods, the bearer token
 * on admin routes, none otherwise) and the error answers the app's hooks give
 * whatever the route (plugins/text-hygiene.ts, csrf.ts, admin-auth.ts,
 * rate-limit.ts, the body parser), all in the shared error shape.
 * A route still declares the errors only its handler knows (404 of an unknown
 * slug, 409 of a reused key); those are kept and get a description.
 */
import type { RouteOptions } from 'fastify';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { CSRF_COOKIE } from './csrf.ts';

/** Names of `components.securitySchemes`. */
const SECURITY_SCHEMES = {
  csrfHeader: 'csrfHeader',
  csrfCookie: 'csrfCookie',
  adminBearer: 'adminBearer',
} as const;

const securitySchemes = {
  [SECURITY_SCHEMES.csrfHeader]: {
    type: 'apiKey',
    in: 'header',
    // The header spelling of spec §6; HTTP header names are case-insensitive (csrf.ts compares lower case).
    name: 'X-CSRFToken',
    description: `Копия куки \`${CSRF_COOKIE}\`: обязательна вместе с ней на POST, PUT, PATCH и DELETE (иначе 403)`,
  },
  [SECURITY_SCHEMES.csrfCookie]: {
    type: 'apiKey',
    in: 'cookie',
    name: CSRF_COOKIE,
    description: 'Подписанный токен, который сервер ставит с ответом на любой GET страницы или API',
  },
  [SECURITY_SCHEMES.adminBearer]: {
    type: 'http',
    scheme: 'bearer',
    description: 'ADMIN_TOKEN служебных вызовов /api/admin/… (выгрузка и загрузка лотов)',
  },
} as const;

/** The schemes of `components.securitySchemes`: the bearer one only where the admin operations are listed. */
export function securitySchemesFor(withAdmin: boolean): Partial<typeof securitySchemes> {
  const { adminBearer, ...publicSchemes } = securitySchemes;
  return withAdmin ? { ...publicSchemes, adminBearer } : publicSchemes;
}

/** Russian descriptions of the error answers, by status. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Некорректный запрос: поле не прошло проверку или содержит недопустимый текст',
  401: 'Нет ключа администратора или ключ неверный',
  403: 'Нет токена CSRF или он не совпадает с кукой',
  404: 'Не найдено',
  409: 'Конфликт с запросом, принятым раньше или идущим сейчас',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый тип тела запроса',
  422: 'Данные не прошли проверку целиком',
  429: 'Слишком много запросов',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `/api/mortgage/:kind(^[a-z-]{1,40})_facets/` → `/api/mortgage/{kind}_facets/`, as the document spells it. */
function templatePath(url: string): string {
  return url.replace(/:(\w+)(\([^/]*?\))?/g, '{$1}');
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/projects/:id/genplan/` → `getProjectsByIdGenplan`: stable while the
 * route stays, unique because method and path are, safe in a URL.
 */
export function operationIdOf(method: string, url: string): string {
  const words = templatePath(url)
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9{}]+/)
    .flatMap((part) => part.split(/(?=\{)|(?<=\})/))
    .filter(Boolean)
    .map((word) => (word.startsWith('{') ? `By${capitalise(word.slice(1, -1))}` : capitalise(word)));
  return method.toLowerCase() + words.join('');
}

/** The error answers a route can give besides those its handler declares. */
export function commonErrorStatuses(route: Pick<RouteOptions, 'url' | 'config'>, method: string): number[] {
  const statuses = [400];
  const admin = route.config?.admin === true;
  if (admin) statuses.push(401);
  else if (!SAFE_METHODS.has(method)) statuses.push(403);
  if (templatePath(route.url ?? '').includes('{')) statuses.push(404);
  if (!SAFE_METHODS.has(method)) statuses.push(413, 415);
  if (admin || route.config?.rateLimit) statuses.push(429);
  return statuses;
}

export function securityOf(route: Pick<RouteOptions, 'config'>, method: string): Array<Record<string, string[]>> {
  if (route.config?.admin === true) return [{ [SECURITY_SCHEMES.adminBearer]: [] }];
  if (SAFE_METHODS.has(method)) return [];
  return [{ [SECURITY_SCHEMES.csrfHeader]: [], [SECURITY_SCHEMES.csrfCookie]: [] }];
}

type ZodResponses = Record<string, unknown>;

/** A declared 4xx keeps its schema and gets its description; a missing common one gets the error schema. */
export function withErrorResponses(response: ZodResponses | undefined, statuses: readonly number[]): ZodResponses {
  const responses: ZodResponses = { ...response };
  for (const [code, schema] of Object.entries(responses)) {
    const description = ERROR_DESCRIPTIONS[Number(code)];
    if (description && !isContentResponse(schema)) {
      responses[code] = { description, content: { 'application/json': { schema } } };
    }
  }
  for (const status of statuses) {
    responses[status] ??= {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: apiErrorSchema } },
    };
  }
  return responses;
}

function isContentResponse(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'content' in value;
}
