// node:module as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { SourceMap } = process.getBuiltinModule('node:module');
