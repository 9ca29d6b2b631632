// node:http as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { request } = process.getBuiltinModule('node:http');
