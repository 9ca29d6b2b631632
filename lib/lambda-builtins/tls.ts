// node:tls as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { connect } = process.getBuiltinModule('node:tls');
