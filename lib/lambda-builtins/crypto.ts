// node:crypto as the Lambda bundles import it (see ../lambda-bundling.ts).
export const { createECDH, createHash, createHmac, ECDH, generateKeyPairSync, hash, randomBytes, timingSafeEqual } = process.getBuiltinModule('node:crypto');
