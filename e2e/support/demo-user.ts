import type { Credentials } from './sign-in';

/** The demo customer of the stack under test, as global-setup.ts learnt it from npm start. */
export function demoUser(): Credentials {
  const email = process.env.E2E_DEMO_EMAIL;
  const password = process.env.E2E_DEMO_PASSWORD;
  if (!email || !password)
    throw new Error('The demo user is unknown: run through playwright.config.ts');
  return { email, password };
}
