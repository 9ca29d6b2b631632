// node:fs/promises as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { readFile, rename, writeFile } = process.getBuiltinModule('node:fs/promises');
