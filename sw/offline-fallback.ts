/**
 * The last resort of a navigation: no network and, unusually, no precached
 * shell (storage cleared under a running worker). Plain HTML with inline
 * styles: nothing else may be loadable. Links lead to what the app keeps
 * on the device (favourites and comparison live in IndexedDB).
 */
export const OFFLINE_FALLBACK_HTML = `<!doctype html>
<html lang="ru">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Нет подключения к интернету — Северин</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1b1b1b;background:#f6f4f0">
<main style="max-width:56rem;margin:0 auto;padding:4rem 1.5rem">
<h1 style="font-size:1.75rem;line-height:1.2;margin:0 0 1rem">Нет подключения к интернету</h1>
<p style="font-size:1.05rem;line-height:1.5;color:#5c5a55">Эта страница ещё не сохранена на устройстве. Проверьте соединение и обновите страницу.</p>
<p style="font-size:1.05rem;line-height:1.5;color:#5c5a55">Без интернета доступны <a href="/favorites">избранное</a>, <a href="/compare">сравнение</a> и лоты, которые вы уже открывали.</p>
<p><a href="" style="display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:#1b1b1b;color:#fff;text-decoration:none">Обновить страницу</a></p>
</main>
</body>
</html>
`;

export const offlineFallbackResponse = () =>
  new Response(OFFLINE_FALLBACK_HTML, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
