import type { IdentityInfo } from './identity-child';

/** What scripts/start.ts writes to $STACK_INFO_FILE once the stack is ready. */
export interface StackInfo {
  url: string;
  identity: IdentityInfo;
}
