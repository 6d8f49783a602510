import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FirstThenRest, MountLater } from './mount-later';

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
    expect(screen.getAllByRole('listitem').map((item) => [item.textContent, item.dataset.index])).toEqual(rooms.map((room, index) => [room, String(index)]));
  });
});

/** Notes, in its first commit, which list items are already in the document. */
function FirstCommitProbe({ seen }: { seen: unknown[] }) {
  useLayoutEffect(() => {
    seen.push(Array.from(document.querySelectorAll('li'), (item) => item.textContent));
  }, [seen]);
  return null;
}
