/**
 * Главная › Выбрать недвижимость › Project › Лот № …: the site's shared
 * trail (src/ui/breadcrumbs), which wraps on phones instead of scrolling.
 */
export { Breadcrumbs as LotBreadcrumbs } from '@/ui/breadcrumbs/breadcrumbs';
