// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { InstallPrompt } from './install-prompt';
import { InstallPromptProvider } from './install-prompt-context';
import {
  type BeforeInstallPromptEvent,
  createInstallPromptStore,
  INSTALL_DECLINED_KEY,
} from './install-prompt-store';

function browserOffer(target: EventTarget, outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    target.dispatchEvent(event);
  });
  return prompt;
}

function renderPrompt(declined = false) {
  localStorage.clear();
  if (declined) localStorage.setItem(INSTALL_DECLINED_KEY, 'true');
  const target = new EventTarget();
  const store = createInstallPromptStore(target, localStorage);
  render(
    <AppProviders env="test">
      <InstallPromptProvider store={store}>
        <InstallPrompt productName="TapWallet" />
      </InstallPromptProvider>
    </AppProviders>,
  );
  return target;
}

const offerRegion = () => screen.queryByRole('region', { name: 'Install TapWallet' });

describe('InstallPrompt', () => {
  it('shows nothing until the browser offers to install', () => {
    const target = renderPrompt();
    expect(offerRegion()).toBeNull();
    browserOffer(target);
    expect(offerRegion()).not.toBeNull();
  });

  it('Install opens the browser dialog; dismissing it is remembered as a decline', async () => {
    const target = renderPrompt();
    const prompt = browserOffer(target, 'dismissed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(offerRegion()).toBeNull();
    expect(localStorage.getItem(INSTALL_DECLINED_KEY)).toBe('true');
  });

  it('Not now is remembered and the offer is not made again', () => {
    const target = renderPrompt();
    browserOffer(target);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offerRegion()).toBeNull();
    expect(localStorage.getItem(INSTALL_DECLINED_KEY)).toBe('true');
    browserOffer(target);
    expect(offerRegion()).toBeNull();
  });

  it('shows nothing outside the app root that owns the store', () => {
    render(
      <AppProviders env="test">
        <InstallPrompt productName="TapWallet" />
      </AppProviders>,
    );
    expect(offerRegion()).toBeNull();
  });

  it('a decline from an earlier visit keeps the offer away', () => {
    const target = renderPrompt(true);
    browserOffer(target);
    expect(offerRegion()).toBeNull();
  });
});
