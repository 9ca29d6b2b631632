// node:url as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { domainToASCII, fileURLToPath } = process.getBuiltinModule('node:url');
