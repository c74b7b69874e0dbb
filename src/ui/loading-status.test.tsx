// @vitest-environment jsdom
import '../../test-support/app/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { LoadingStatus } from './loading-status';
import { PendingScreen } from './pending-screen';

// A loader's name is read out only from an element with a role (axe: aria-prohibited-attr).
describe('LoadingStatus', () => {
  it('is a status named by its label', () => {
    render(
      <AppProviders env="test">
        <LoadingStatus label="Loading wallet" />
        <PendingScreen />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading wallet' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
