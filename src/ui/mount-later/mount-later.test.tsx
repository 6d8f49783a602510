import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MountLater } from './mount-later';

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
