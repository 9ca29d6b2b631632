// node:module as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { createRequire, SourceMap } = process.getBuiltinModule('node:module');
