// A chart's state as one string, as the model paths name it and as the page shows it to the
// browser walks (src/ui/chart-state.tsx), so that the two compare as they are.
import type { StateValue } from 'xstate';

/** 'signIn.idle'; parallel regions joined: 'signedIn.profile.ready & signedIn.customer.fetching'. */
export function stateName(value: StateValue): string {
  const leaves = (node: StateValue, prefix: string): string[] =>
    typeof node === 'string'
      ? [`${prefix}${node}`]
      : Object.entries(node).flatMap(([key, child]) =>
          child === undefined || Object.keys(child).length === 0
            ? [`${prefix}${key}`]
            : leaves(child, `${prefix}${key}.`),
        );
  return leaves(value, '').join(' & ');
}
