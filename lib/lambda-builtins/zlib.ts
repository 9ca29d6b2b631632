// node:zlib as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { deflateRawSync, inflateRawSync } = process.getBuiltinModule('node:zlib');
