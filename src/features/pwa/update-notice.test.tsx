// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { showUpdateNotice, UPDATE_AVAILABLE } from './update-notice';

describe('showUpdateNotice', () => {
  it('offers the new version and applies it only when the user asks', async () => {
    render(
      <AppProviders env="test">
        <main />
      </AppProviders>,
    );
    const apply = vi.fn();
    act(() => showUpdateNotice(apply));
    await screen.findByText(UPDATE_AVAILABLE);
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
