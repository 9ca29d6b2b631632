// node:net as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { connect, isIP, isIPv4, isIPv6 } = process.getBuiltinModule('node:net');
