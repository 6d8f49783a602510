// @vitest-environment node
/**
 * What the server draws of the parts that mount later in the browser (issue 31):
 * below-the-fold parts whole (eager mount), browser-only parts as their fallback.
 */
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../app-config';
import { Deferred } from '@/ui/deferred/deferred';
import { FirstThenRest, MountLater } from '@/ui/mount-later/mount-later';
import { MountNextFrame, StepwiseList, StepwiseSections } from '@/ui/mount-later/stepwise-list';
import { ClientOnly, useHydrated } from './client-only';
import { RenderEnvProvider, type RenderEnv } from './render-env';
import { DEFAULT_VISITOR_HINTS } from './visitor-hints';

const SERVER: RenderEnv = {
  config: DEFAULT_APP_CONFIG,
  renderedAt: 0,
  eager: () => true,
  hints: DEFAULT_VISITOR_HINTS,
};
const ROOMS = ['Студия', '1-к', '2-к', '3-к', '4-к'];

describe('server render', () => {
  it('draws a ClientOnly part as its fallback, and useHydrated is false', () => {
    function Flag() {
      return <i>{useHydrated() ? 'browser' : 'server'}</i>;
    }
    const html = renderToString(
      <>
        <ClientOnly fallback={<p>Загружаем форму…</p>}>
          <form>Форма</form>
        </ClientOnly>
        <ClientOnly>
          <aside>Меню</aside>
        </ClientOnly>
        <Flag />
      </>,
    );
    expect(html).toBe('<p>Загружаем форму…</p><i>server</i>');
  });

  it('draws every part that mounts later in the browser, in order', () => {
    const html = renderToString(
      <RenderEnvProvider value={SERVER}>
        <h1>Квартира</h1>
        <MountLater>
          <h2>Похожие квартиры</h2>
          <MountNextFrame>
            <h2>Вы смотрели</h2>
          </MountNextFrame>
        </MountLater>
        <ul>
          <FirstThenRest items={ROOMS} first={2}>
            {(room) => <li key={room}>{room}</li>}
          </FirstThenRest>
        </ul>
        <ol>
          <StepwiseList items={ROOMS} first={0} step={2}>
            {(room) => <li key={room}>{room}</li>}
          </StepwiseList>
        </ol>
        <StepwiseSections
          sections={[
            ['a', <section key="a">О проекте</section>],
            ['b', <section key="b">Ход строительства</section>],
          ]}
        />
      </RenderEnvProvider>,
    );
    const rooms = ROOMS.map((room) => `<li>${room}</li>`).join('');
    expect(html).toBe(
      `<h1>Квартира</h1><h2>Похожие квартиры</h2><h2>Вы смотрели</h2><ul>${rooms}</ul><ol>${rooms}</ol><section>О проекте</section><section>Ход строительства</section>`,
    );
  });

  it('draws a deferred part as its placeholder and does not load it', () => {
    const load = vi.fn(() => new Promise<{ default: () => null }>(() => {}));
    const Form = lazy(load);
    const html = renderToString(
      <Deferred placeholder={<p role="status">Загружаем форму…</p>}>
        <Form />
      </Deferred>,
    );
    expect(html).toBe('<div><p role="status">Загружаем форму…</p></div>');
    expect(load).not.toHaveBeenCalled();
  });
});
