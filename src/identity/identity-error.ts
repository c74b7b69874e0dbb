// Failures the adapter raises itself carry a `code` like the identity service's own errors, so the
// auth machine reads every failure the same way.
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = code;
  }
}
