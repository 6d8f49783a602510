/** Meta and bodies for pages that have no SEO record: not found, server error, no build. */
import type { SeoPage } from '../../src/schemas/site.ts';
import { titleWithBrand, type SiteIdentity } from '../services/site-identity.ts';

function fallbackMeta(pathname: string, publicOrigin: string, identity: SiteIdentity, heading: string): SeoPage {
  return {
    slug: pathname,
    title: titleWithBrand(identity, heading),
    description: identity.defaultDescription,
    canonical: new URL(pathname, publicOrigin).href,
    og_image: null,
    h1: heading,
  };
}

export const notFoundMeta = (pathname: string, publicOrigin: string, identity: SiteIdentity) =>
  fallbackMeta(pathname, publicOrigin, identity, 'Страница не найдена');

export const serverErrorMeta = (pathname: string, publicOrigin: string, identity: SiteIdentity) =>
  fallbackMeta(pathname, publicOrigin, identity, 'Ошибка на стороне сервера');

/** Answer when dist/index.html is missing: a developer ran the server before building. */
export const NO_BUILD_PAGE = `<!doctype html>
<html lang="ru">
  <head><meta charset="UTF-8" /><title>Приложение не собрано</title></head>
  <body>
    <h1>Приложение не собрано</h1>
    <p>Файл dist/index.html не найден. Выполните <code>npm run build</code> и перезапустите сервер
    (или запустите <code>npm start</code>: он соберёт приложение сам).</p>
  </body>
</html>
`;
