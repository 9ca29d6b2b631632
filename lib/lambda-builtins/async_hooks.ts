// node:async_hooks as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks');
