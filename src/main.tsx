import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ScreenKey } from './lib/routes';
import { scheduleIdlePrefetch } from './lib/idle-prefetch';
import { warmUpNumberFormat } from './lib/format/number';
import { startPwa } from './features/pwa/start-pwa';
import { AppProviders } from './app/providers';
import { SCREENS } from './app/screens';
import './ui/styles/global.css';

/** Where visitors most often go next (the catalogue, a lot, their favourites): their chunks load at idle. */
const LIKELY_NEXT_SCREENS: readonly ScreenKey[] = ['lots', 'lot', 'favorites'];

startPwa({ production: import.meta.env.PROD });
scheduleIdlePrefetch(LIKELY_NEXT_SCREENS.map((key) => SCREENS[key]));
setTimeout(warmUpNumberFormat, 0);

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first page in slices and keep the main
// thread free for input; the server's layer (decision 014) is on screen meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
