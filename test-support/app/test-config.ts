import type { RuntimeConfig } from '../../core/contracts/runtime-config';

export const testConfig: RuntimeConfig = {
  identity: {
    endpoint: 'http://localhost:9229',
    region: 'ap-southeast-2',
    userPoolId: 'local_testpool',
    clientId: 'testclient',
    hostedDomain: 'http://localhost:9229',
    authFlow: 'USER_PASSWORD_AUTH',
    tokenUse: 'access',
    scopes: ['openid', 'email'],
  },
  productName: 'TestWallet',
  supportEmail: 'help@testwallet.example',
  contactUrl: 'https://testwallet.example/contact',
  vapidPublicKey: '',
  version: '1.0.0',
};
