// node:fs as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { existsSync, readFileSync, writeFileSync } = process.getBuiltinModule('node:fs');
