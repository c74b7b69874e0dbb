// Lists the generated test paths of a statechart, the same ones its model-based unit test runs.
//
//   npx tsx scripts/machine-paths.ts                 the machines that have a model
//   npx tsx scripts/machine-paths.ts auth            one path description per line
//   npx tsx scripts/machine-paths.ts auth --steps    each path with its steps and states
//
// Run one path: npx vitest run machines/auth -t "<description>"
// A machine joins by exporting a MachineModel from machines/<flow>/<flow>-model.ts and adding it here.
import { type MachineModel, modelPaths } from '../machines/testing/model-paths';

const MODELS: Record<string, () => Promise<MachineModel>> = {
  auth: async () => (await import('../machines/auth/auth-model')).authModel,
  profile: async () => (await import('../machines/profile/profile-model')).profileModel,
  'ticket-registration': async () =>
    (await import('../machines/ticket-registration/ticket-registration-model'))
      .ticketRegistrationModel,
  'tag-registration': async () =>
    (await import('../machines/tag-registration/tag-registration-model')).tagRegistrationModel,
  wallet: async () => (await import('../machines/wallet/wallet-model')).walletModel,
  'top-up': async () => (await import('../machines/top-up/top-up-model')).topUpModel,
  refund: async () => (await import('../machines/refund/refund-model')).refundModel,
};

async function main(args: string[]): Promise<number> {
  const [name, ...flags] = args;
  const load = name ? MODELS[name] : undefined;
  if (!name || !load) {
    if (name) console.error(`No model for machine "${name}".`);
    console.error('Usage: npx tsx scripts/machine-paths.ts <machine> [--steps]');
    console.error(`Machines: ${Object.keys(MODELS).join(', ')}`);
    return name ? 1 : 0;
  }
  const paths = modelPaths(await load());
  for (const path of paths) {
    console.log(path.description);
    if (flags.includes('--steps')) {
      for (const step of path.steps) console.log(`    ${step.label}  ->  ${step.state}`);
    }
  }
  console.error(
    `${paths.length} paths. Run one: npx vitest run machines/${name} -t "<description>"`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
