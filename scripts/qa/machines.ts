// The statecharts that have a test model, with what QA needs of each: its model (machine and
// events), its checked-in oracle and, where one exists, its browser walk and the paths it walks.
// A machine joins by exporting a MachineModel from machines/<flow>/<flow>-model.ts and adding it
// here; `npm run qa -- accept <flow>` then writes its first oracle for review.
import { join } from 'node:path';
import { walkedPaths } from '../../machines/testing/greedy-cover';
import type { MachineModel } from '../../machines/testing/model-paths';

export interface QaMachine {
  name: string;
  /** Its folder under machines/ when that is not its name (one chart, several models). */
  dir?: string;
  load: () => Promise<MachineModel>;
  /** The browser walk of its generated paths, and the descriptions of the paths it walks. */
  browser?: { spec: string; walked: () => Promise<readonly string[]> };
}

const ROOT = join(import.meta.dirname, '..', '..');

export const QA_MACHINES: readonly QaMachine[] = [
  {
    name: 'auth',
    load: async () => (await import('../../machines/auth/auth-model')).authModel,
    browser: {
      spec: 'e2e/auth-model.spec.ts',
      walked: async () => (await import('../../e2e/auth-walked')).WALKED,
    },
  },
  {
    name: 'profile',
    load: async () => (await import('../../machines/profile/profile-model')).profileModel,
  },
  {
    name: 'ticket-registration',
    dir: 'registration',
    load: async () =>
      (await import('../../machines/registration/registration-model')).registrationModels.ticket,
  },
  {
    name: 'tag-registration',
    dir: 'registration',
    load: async () =>
      (await import('../../machines/registration/registration-model')).registrationModels.tag,
  },
  {
    name: 'wallet',
    load: async () => (await import('../../machines/wallet/wallet-model')).walletModel,
  },
  {
    name: 'top-up-page',
    dir: 'wallet',
    load: async () =>
      (await import('../../machines/wallet/wallet-page-model')).walletPageModels.topUp,
  },
  {
    name: 'refund-page',
    dir: 'wallet',
    load: async () =>
      (await import('../../machines/wallet/wallet-page-model')).walletPageModels.refund,
  },
  {
    name: 'top-up',
    load: async () => (await import('../../machines/top-up/top-up-model')).topUpModel,
    browser: {
      spec: 'e2e/top-up-model.spec.ts',
      walked: async () => {
        const { topUpModel } = await import('../../machines/top-up/top-up-model');
        return walkedPaths(topUpModel).map((path) => path.description);
      },
    },
  },
  {
    name: 'refund',
    load: async () => (await import('../../machines/refund/refund-model')).refundModel,
    browser: {
      spec: 'e2e/refund-model.spec.ts',
      walked: async () => {
        const { refundModel } = await import('../../machines/refund/refund-model');
        return walkedPaths(refundModel).map((path) => path.description);
      },
    },
  },
];

export function qaMachine(name: string): QaMachine | undefined {
  return QA_MACHINES.find((machine) => machine.name === name);
}

/** machines/<folder>/<name>.transitions.md, from the repository root. */
export function oracleFile(name: string): string {
  return join('machines', qaMachine(name)?.dir ?? name, `${name}.transitions.md`);
}

export function fromRoot(path: string): string {
  return join(ROOT, path);
}
