// The generated paths of the QA machines, with which of them the browser walks.
import { type ModelPath, modelPaths } from '../../test-support/charts/model-paths';
import { QA_MACHINES, type QaMachine } from './machines';

export interface QaPath extends ModelPath {
  walked: boolean;
}

export async function qaPaths(qa: QaMachine): Promise<QaPath[]> {
  const walked = new Set(qa.browser ? await qa.browser.walked() : []);
  return modelPaths(await qa.load()).map((path) => ({
    ...path,
    walked: walked.has(path.description),
  }));
}

export async function findPath(id: string): Promise<{ qa: QaMachine; path: QaPath } | null> {
  for (const qa of QA_MACHINES) {
    const path = (await qaPaths(qa)).find((candidate) => candidate.id === id);
    if (path) return { qa, path };
  }
  return null;
}
