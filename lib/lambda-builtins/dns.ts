// node:dns as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { lookup } = process.getBuiltinModule('node:dns');
