import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { RenderEnvProvider, type RenderEnv } from '@/lib/render/render-env';
import { DEFAULT_VISITOR_HINTS } from '@/lib/render/visitor-hints';
import { MountNextFrame, StepwiseList, StepwiseSections, type PageSection } from './stepwise-list';

const ROOMS = ['Студия', '1-к', '2-к', '3-к', '4-к'];

function Rooms({ items }: { items: readonly string[] }) {
  return (
    <ul>
      <StepwiseList items={items} first={1} step={2}>
        {(room, index) => (
          <li key={room} data-index={index}>
            {room}
          </li>
        )}
      </StepwiseList>
    </ul>
  );
}

/** The number of items after each commit that changed the list (one DOM mutation batch per commit). */
function watchCounts(list: Element): number[] {
  const counts: number[] = [];
  new MutationObserver(() => counts.push(list.querySelectorAll('li').length)).observe(list, { childList: true });
  return counts;
}

afterEach(cleanup);

describe('StepwiseList', () => {
  it('draws the first items, then a step more in each later commit, keeping order and indices', async () => {
    const { container } = render(<Rooms items={ROOMS} />);
    const list = container.querySelector('ul')!;
    expect(list.querySelectorAll('li')).toHaveLength(1);
    const counts = watchCounts(list);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(ROOMS.length));
    // Grown by the step in commits of their own: 1, then 3, then all 5.
    expect(counts).toEqual([3, 5]);
    expect(screen.getAllByRole('listitem').map((item) => [item.textContent, item.dataset.index])).toEqual(
      ROOMS.map((room, index) => [room, String(index)]),
    );
  });

  it('draws a list that changes after it has grown whole, up to the items already drawn', async () => {
    const { rerender } = render(<Rooms items={ROOMS.slice(0, 3)} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    rerender(<Rooms items={ROOMS.slice(1, 4)} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1-к', '2-к', '3-к']);
    rerender(<Rooms items={ROOMS} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(ROOMS.length));
  });
});

function Page({ recent }: { recent: boolean }) {
  const sections: PageSection[] = [
    ['projects', <section key="p">Проекты</section>],
    ['recent', recent && <section key="r">Вы смотрели</section>],
    ['news', <section key="n">Новости</section>],
    ['about', <section key="a">О компании</section>],
  ];
  return (
    <main>
      <StepwiseSections sections={sections} />
    </main>
  );
}

describe('StepwiseSections', () => {
  it('draws one section per commit in page order, an empty one keeping its place', async () => {
    const { container, rerender } = render(<Page recent={false} />);
    const main = container.querySelector('main')!;
    const texts = () => Array.from(main.children, (section) => section.textContent);
    expect(texts()).toEqual(['Проекты']);
    const counts: number[] = [];
    new MutationObserver(() => counts.push(main.children.length)).observe(main, { childList: true });
    await waitFor(() => expect(texts()).toEqual(['Проекты', 'Новости', 'О компании']));
    // The empty section took a step of its own: news and about came in two further commits.
    expect(counts).toEqual([2, 3]);
    // Filled later, it shows in its place and nothing else is drawn again.
    const about = main.lastElementChild;
    rerender(<Page recent />);
    expect(texts()).toEqual(['Проекты', 'Вы смотрели', 'Новости', 'О компании']);
    expect(main.lastElementChild).toBe(about);
  });

  it('draws them all in the first commit when the page is wanted whole', () => {
    render(
      <StepwiseSections
        whole
        sections={[
          ['a', <p key="a">О проекте</p>],
          ['b', <p key="b">Ход строительства</p>],
        ]}
      />,
    );
    expect(screen.getByText('Ход строительства')).toBeTruthy();
  });
});

describe('eager mount (server render, hydration: issue 31)', () => {
  const eager: RenderEnv = {
    config: DEFAULT_APP_CONFIG,
    renderedAt: 0,
    eager: () => true,
    hints: DEFAULT_VISITOR_HINTS,
  };

  it('draws the whole list, every section and a next-frame part in the first commit', () => {
    const { container } = render(
      <RenderEnvProvider value={eager}>
        <Rooms items={ROOMS} />
        <main>
          <StepwiseSections
            sections={[
              ['a', <p key="a">О проекте</p>],
              ['b', <p key="b">Ход строительства</p>],
            ]}
          />
        </main>
        <MountNextFrame>
          <h2>Похожие квартиры</h2>
        </MountNextFrame>
      </RenderEnvProvider>,
    );
    expect(container.querySelectorAll('li')).toHaveLength(ROOMS.length);
    expect(Array.from(container.querySelector('main')!.children, (section) => section.textContent)).toEqual([
      'О проекте',
      'Ход строительства',
    ]);
    expect(screen.getByRole('heading', { name: 'Похожие квартиры' })).toBeTruthy();
  });

  it('steps again once the environment is no longer eager (a client navigation)', async () => {
    const { container } = render(
      <RenderEnvProvider value={{ ...eager, eager: () => false }}>
        <Rooms items={ROOMS} />
        <MountNextFrame>
          <h2>Похожие квартиры</h2>
        </MountNextFrame>
      </RenderEnvProvider>,
    );
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(screen.queryByRole('heading')).toBeNull();
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(ROOMS.length));
    expect(screen.getByRole('heading', { name: 'Похожие квартиры' })).toBeTruthy();
  });
});
