import { type Env, loadServerConfig, type ServerConfig } from '../config';
import { FAKE_CLIENT_ID } from './fake-identity';

/** A valid config for tests; identity points wherever the test's fake identity listens. */
export function testConfig(env: Env = {}): ServerConfig {
  return loadServerConfig({
    IDENTITY_ENDPOINT: 'http://127.0.0.1:9229',
    USER_POOL_ID: 'local_testpool',
    USER_POOL_CLIENT_ID: FAKE_CLIENT_ID,
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    // Tests that give a public origin are about other things than the sandbox guard.
    ALLOW_SANDBOX_PAYMENTS: 'true',
    ...env,
  });
}
