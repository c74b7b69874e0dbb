// What a machine's browser walk misses. A chart with one model per kind (registration: ticket and
// tag) has transitions only one kind can take: the ticket model never reaches the tag's
// already-registered dialog, the tag model never opens the camera. Such a transition is its
// sibling model's to walk, so for one model it counts as missed when this model's walk could take
// it and does not, or when no model of the chart walks it at all.
import { type ModelPath, modelPaths } from '../../test-support/charts/model-paths';
import {
  declaredTransitions,
  takenTransitions,
} from '../../test-support/charts/transition-coverage';
import { QA_MACHINES, type QaMachine } from './machines';
import { qaPaths } from './paths';

const eventsOf = (paths: readonly ModelPath[]) =>
  paths.map((path) => path.steps.map((step) => step.event));

async function walkedTransitions(qa: QaMachine): Promise<Set<string>> {
  const model = await qa.load();
  const walked = (await qaPaths(qa)).filter((path) => path.walked);
  return takenTransitions(model.machine, eventsOf(walked), model.input);
}

/**
 * The declared transitions of `qa`'s chart that its browser walk leaves untaken; its siblings are
 * the other models of its folder among `machines`.
 */
export async function missedByWalk(
  qa: QaMachine,
  machines: readonly QaMachine[] = QA_MACHINES,
): Promise<string[]> {
  const model = await qa.load();
  const reachable = takenTransitions(model.machine, eventsOf(modelPaths(model)), model.input);
  const walked = await walkedTransitions(qa);
  const siblings = qa.dir ? machines.filter((other) => other !== qa && other.dir === qa.dir) : [];
  const walkedBySibling = new Set<string>();
  for (const sibling of siblings) {
    for (const key of await walkedTransitions(sibling)) walkedBySibling.add(key);
  }
  return declaredTransitions(model.machine).filter(
    (key) => !walked.has(key) && (reachable.has(key) || !walkedBySibling.has(key)),
  );
}
