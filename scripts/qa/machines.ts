// The statecharts that have a test model, with what QA needs of each: its model (machine and
// events), its checked-in oracle and, where one exists, its browser walk and the paths it walks.
// A machine joins by exporting a MachineModel from src/features/<flow>/chart/<flow>-model.ts and adding it
// here; `npm run qa -- accept <flow>` then writes its first oracle for review.
import { join } from 'node:path';
import { walkedPaths } from '../../test-support/charts/greedy-cover';
import type { MachineModel } from '../../test-support/charts/model-paths';

export interface QaMachine {
  name: string;
  /** Its feature under src/features/ when that is not its name (one chart, several models). */
  dir?: string;
  load: () => Promise<MachineModel>;
  /** The browser walk of its generated paths, and the descriptions of the paths it walks. */
  browser?: { spec: string; walked: () => Promise<readonly string[]> };
}

const ROOT = join(import.meta.dirname, '..', '..');

export const QA_MACHINES: readonly QaMachine[] = [
  {
    name: 'auth',
    load: async () => (await import('../../src/features/auth/chart/auth-model')).authModel,
    browser: {
      spec: 'e2e/auth-model.spec.ts',
      walked: async () =>
        (await import('../../e2e/support/auth-walk-scope'))
          .authWalkedPaths()
          .map((path) => path.description),
    },
  },
  {
    name: 'profile',
    load: async () => (await import('../../src/features/profile/chart/profile-model')).profileModel,
    browser: {
      spec: 'e2e/profile-model.spec.ts',
      walked: async () => {
        const { profileModel } = await import('../../src/features/profile/chart/profile-model');
        return walkedPaths(profileModel).map((path) => path.description);
      },
    },
  },
  {
    name: 'ticket-registration',
    dir: 'registration',
    load: async () =>
      (await import('../../src/features/registration/chart/registration-model')).registrationModels
        .ticket,
    browser: {
      spec: 'e2e/registration-model.spec.ts',
      walked: async () => {
        const { registrationModels } = await import(
          '../../src/features/registration/chart/registration-model'
        );
        return walkedPaths(registrationModels.ticket).map((path) => path.description);
      },
    },
  },
  {
    name: 'tag-registration',
    dir: 'registration',
    load: async () =>
      (await import('../../src/features/registration/chart/registration-model')).registrationModels
        .tag,
    browser: {
      spec: 'e2e/registration-model.spec.ts',
      walked: async () => {
        const { registrationModels } = await import(
          '../../src/features/registration/chart/registration-model'
        );
        return walkedPaths(registrationModels.tag).map((path) => path.description);
      },
    },
  },
  {
    name: 'wallet',
    load: async () => (await import('../../src/features/wallet/chart/wallet-model')).walletModel,
    browser: {
      spec: 'e2e/wallet-model.spec.ts',
      walked: async () => {
        const { walletModel } = await import('../../src/features/wallet/chart/wallet-model');
        return walkedPaths(walletModel).map((path) => path.description);
      },
    },
  },
  {
    name: 'top-up-page',
    dir: 'wallet',
    load: async () =>
      (await import('../../src/features/wallet/chart/wallet-page-model')).walletPageModels.topUp,
    browser: {
      spec: 'e2e/wallet-page-model.spec.ts',
      walked: async () => {
        const { walletPageModels } = await import(
          '../../src/features/wallet/chart/wallet-page-model'
        );
        return walkedPaths(walletPageModels.topUp).map((path) => path.description);
      },
    },
  },
  {
    name: 'refund-page',
    dir: 'wallet',
    load: async () =>
      (await import('../../src/features/wallet/chart/wallet-page-model')).walletPageModels.refund,
    browser: {
      spec: 'e2e/wallet-page-model.spec.ts',
      walked: async () => {
        const { walletPageModels } = await import(
          '../../src/features/wallet/chart/wallet-page-model'
        );
        return walkedPaths(walletPageModels.refund).map((path) => path.description);
      },
    },
  },
  {
    name: 'transaction-detail',
    dir: 'wallet',
    load: async () =>
      (await import('../../src/features/wallet/chart/transaction-detail-model'))
        .transactionDetailModel,
    browser: {
      spec: 'e2e/transaction-detail-model.spec.ts',
      walked: async () => {
        const { transactionDetailModel } = await import(
          '../../src/features/wallet/chart/transaction-detail-model'
        );
        return walkedPaths(transactionDetailModel).map((path) => path.description);
      },
    },
  },
  {
    name: 'lost-band',
    dir: 'wallet',
    load: async () =>
      (await import('../../src/features/wallet/chart/lost-band-model')).lostBandModel,
    browser: {
      spec: 'e2e/lost-band-model.spec.ts',
      walked: async () => {
        const { lostBandModel } = await import('../../src/features/wallet/chart/lost-band-model');
        return walkedPaths(lostBandModel).map((path) => path.description);
      },
    },
  },
  {
    name: 'top-up',
    load: async () => (await import('../../src/features/top-up/chart/top-up-model')).topUpModel,
    browser: {
      spec: 'e2e/top-up-model.spec.ts',
      walked: async () => {
        const { topUpModel } = await import('../../src/features/top-up/chart/top-up-model');
        return walkedPaths(topUpModel).map((path) => path.description);
      },
    },
  },
  {
    name: 'refund',
    load: async () => (await import('../../src/features/refund/chart/refund-model')).refundModel,
    browser: {
      spec: 'e2e/refund-model.spec.ts',
      walked: async () => {
        const { refundModel } = await import('../../src/features/refund/chart/refund-model');
        return walkedPaths(refundModel).map((path) => path.description);
      },
    },
  },
  {
    name: 'donation',
    load: async () =>
      (await import('../../src/features/donation/chart/donation-model')).donationModel,
    browser: {
      spec: 'e2e/donation-model.spec.ts',
      walked: async () => {
        const { donationModel } = await import('../../src/features/donation/chart/donation-model');
        return walkedPaths(donationModel).map((path) => path.description);
      },
    },
  },
  {
    name: 'donation-page',
    dir: 'donation',
    load: async () =>
      (await import('../../src/features/donation/chart/donation-page-model')).donationPageModel,
    browser: {
      spec: 'e2e/wallet-page-model.spec.ts',
      walked: async () => {
        const { donationPageModel } = await import(
          '../../src/features/donation/chart/donation-page-model'
        );
        return walkedPaths(donationPageModel).map((path) => path.description);
      },
    },
  },
];

export function qaMachine(name: string): QaMachine | undefined {
  return QA_MACHINES.find((machine) => machine.name === name);
}

/** The folder of its chart, from the repository root: src/features/<feature>/chart. */
export function chartFolder(qa: QaMachine): string {
  return join('src', 'features', qa.dir ?? qa.name, 'chart');
}

/** <chart folder>/<name>.transitions.md, from the repository root. */
export function oracleFile(name: string): string {
  const qa = qaMachine(name);
  return join(
    qa ? chartFolder(qa) : join('src', 'features', name, 'chart'),
    `${name}.transitions.md`,
  );
}

export function fromRoot(path: string): string {
  return join(ROOT, path);
}
