import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { RenderEnvProvider, type RenderEnv } from '@/lib/render/render-env';
import { DEFAULT_VISITOR_HINTS } from '@/lib/render/visitor-hints';
import { FirstThenRest, MountLater } from './mount-later';

/** The server's and the hydrating browser's environment: everything drawn at once. */
const EAGER: RenderEnv = { config: DEFAULT_APP_CONFIG, renderedAt: 0, eager: () => true, hints: DEFAULT_VISITOR_HINTS };

afterEach(cleanup);

/** Notes, in its first commit, whether the later part is already in the document. */
function FirstScreen({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent?.includes('Похожие квартиры') ?? false);
  }, [seen]);
  return <h1>Квартира 3-к, 96 м²</h1>;
}

describe('MountLater', () => {
  it('leaves its children out of the first commit and mounts them right after', async () => {
    const seen: boolean[] = [];
    render(
      <>
        <FirstScreen seen={seen} />
        <MountLater>
          <h2>Похожие квартиры</h2>
        </MountLater>
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Похожие квартиры' })).toBeTruthy();
    expect(seen).toEqual([false]);
    // The page above it is whole from the first commit.
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('FirstThenRest', () => {
  it('draws the first items in the first commit and the rest, with their own indices, right after', async () => {
    const seen: boolean[] = [];
    const rooms = ['Студия', '1-к', '2-к', '3-к', '4-к'];
    render(
      <ul>
        <FirstThenRest items={rooms} first={2}>
          {(room, index) => (
            <li key={room} data-index={index}>
              {room}
            </li>
          )}
        </FirstThenRest>
        <FirstCommitProbe seen={seen} />
      </ul>,
    );
    expect(await screen.findByText('4-к')).toBeTruthy();
    expect(seen).toEqual([['Студия', '1-к']]);
    expect(screen.getAllByRole('listitem').map((item) => [item.textContent, item.dataset.index])).toEqual(
      rooms.map((room, index) => [room, String(index)]),
    );
  });
});

/** Notes, in its first commit, which list items are already in the document. */
function FirstCommitProbe({ seen }: { seen: unknown[] }) {
  useLayoutEffect(() => {
    seen.push(Array.from(document.querySelectorAll('li'), (item) => item.textContent));
  }, [seen]);
  return null;
}

describe('eager mount (server render, hydration: issue 31)', () => {
  it('MountLater draws its children in the first commit, as the server did', () => {
    const seen: boolean[] = [];
    render(
      <RenderEnvProvider value={EAGER}>
        <FirstScreen seen={seen} />
        <MountLater>
          <h2>Похожие квартиры</h2>
        </MountLater>
      </RenderEnvProvider>,
    );
    expect(seen).toEqual([true]);
  });

  it('FirstThenRest draws every item in the first commit, in order', () => {
    const seen: unknown[] = [];
    const rooms = ['Студия', '1-к', '2-к', '3-к'];
    render(
      <RenderEnvProvider value={EAGER}>
        <ul>
          <FirstThenRest items={rooms} first={1}>
            {(room) => <li key={room}>{room}</li>}
          </FirstThenRest>
          <FirstCommitProbe seen={seen} />
        </ul>
      </RenderEnvProvider>,
    );
    expect(seen).toEqual([rooms]);
  });

  it('a provider that is no longer eager (after hydration) keeps the split for parts mounted later', async () => {
    const seen: boolean[] = [];
    render(
      <RenderEnvProvider value={{ ...EAGER, eager: () => false }}>
        <FirstScreen seen={seen} />
        <MountLater>
          <h2>Похожие квартиры</h2>
        </MountLater>
      </RenderEnvProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Похожие квартиры' })).toBeTruthy();
    expect(seen).toEqual([false]);
  });
});
