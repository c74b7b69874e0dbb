// The identity library (amazon-cognito-identity-js) bundles the 'buffer' package, which reads
// Node's `global` while loading. Browsers only have globalThis, so the entry aliases it before the
// library's chunk is ever evaluated.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
