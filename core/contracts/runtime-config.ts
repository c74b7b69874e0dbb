// The settings the SPA reads from GET /config.json at start. The server builds this object from
// its environment, so one SPA build runs against any identity service and any deployment.
export type AuthFlow = 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';

// Which identity token the SPA sends as the Authorization header (spec §6): the id token in
// production, the access token when run locally.
export type TokenUse = 'id' | 'access';

export interface IdentityConfig {
  /** Base URL of the Cognito-protocol endpoint (the built-in identity locally, cognito-idp in AWS). */
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  /** Base URL of the hosted UI that serves /oauth2/authorize and /oauth2/token. */
  hostedDomain: string;
  authFlow: AuthFlow;
  tokenUse: TokenUse;
  scopes: string[];
}

export interface RuntimeConfig {
  identity: IdentityConfig;
  productName: string;
  supportEmail: string;
  contactUrl: string;
  vapidPublicKey: string;
  version: string;
}
