// node:path as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { join } = process.getBuiltinModule('node:path');
