import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { resetUpdateState, setApplyUpdate, updateAvailable } from './update-store';
import { UpdatePrompt } from './update-prompt';
import { PWA_TEXTS } from './pwa-texts';

describe('UpdatePrompt', () => {
  afterEach(() => {
    cleanup();
    resetUpdateState();
  });

  it('keeps an empty polite status until a new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => updateAvailable());
    expect(screen.getByRole('status').textContent).toContain('Доступна новая версия');
  });

  it('«Обновить» applies the update once and shows progress', () => {
    const apply = vi.fn();
    setApplyUpdate(apply);
    render(<UpdatePrompt />);
    act(() => updateAvailable());
    const button = screen.getByRole('button', { name: 'Обновить' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(apply).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('can be hidden without updating', () => {
    const apply = vi.fn();
    setApplyUpdate(apply);
    render(<UpdatePrompt />);
    act(() => updateAvailable());
    fireEvent.click(screen.getByRole('button', { name: PWA_TEXTS.hideUpdate }));
    expect(screen.queryByText('Доступна новая версия')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
