// The identity library bundles the 'buffer' package, which reads Node's `global` while loading.
// Browsers only have globalThis, so alias it before that library is evaluated.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
