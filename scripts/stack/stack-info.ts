import type { DemoUser } from './demo-account';

/** What scripts/start.ts writes to $STACK_INFO_FILE once the stack is ready. */
export interface StackInfo {
  url: string;
  identity: {
    provider: 'builtin' | 'cognito';
    endpoint: string;
    userPoolId: string;
    clientId: string;
    issuer: string;
    /** The demo customer (built-in identity only). */
    demoUser: DemoUser | null;
  };
}

/** The demo customer a built-in-identity stack made; harnesses need one to sign in. */
export function demoUserOf(info: StackInfo): DemoUser {
  if (!info.identity.demoUser)
    throw new Error('The stack made no demo customer (a given user pool)');
  return info.identity.demoUser;
}
