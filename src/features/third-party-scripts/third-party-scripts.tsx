/**
 * Third-party scripts of spec §7 that are configured on the server (runtime
 * config): the callback widget for everyone, web analytics and the ad-network
 * counter only after the visitor accepted cookies. All of them wait for the
 * delayed start-up (first interaction or idle), so they never compete with the
 * page's own loading; the loaders are a separate chunk fetched only when
 * something is configured. The captcha and call tracking live with the forms
 * (entities/lead).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { whenStartupAllowed } from '@/lib/delayed-startup';

const loaders = () => whenStartupAllowed().then(() => import('./loaders'));

interface Props {
  /** The visitor accepted cookies (the cookie notice's state, passed by the app). */
  consent: boolean;
}

export function ThirdPartyScripts({ consent }: Props) {
  const { yandexMetrikaId, adCounterId, callbackWidgetSrc } = useRuntimeConfig();
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  const previousUrl = useRef<string | null>(null);
  const counting = consent && Boolean(yandexMetrikaId || adCounterId);

  useEffect(() => {
    if (!callbackWidgetSrc) return;
    void loaders().then(({ loadCallbackWidget }) => loadCallbackWidget(callbackWidgetSrc));
  }, [callbackWidgetSrc]);

  useEffect(() => {
    if (!counting) return;
    const url = new URL(page, window.location.origin).href;
    // The first view names the page the visitor came from; later ones the previous page of the site.
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = url;
    void loaders().then(({ countPageView }) => countPageView({ yandexMetrikaId, adCounterId }, url, referrer));
  }, [counting, page, yandexMetrikaId, adCounterId]);

  return null;
}
