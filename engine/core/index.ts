export * from './types.js';
export * from './errors.js';
export * from './random.js';
export * from './events.js';
export * from './setup.js';
export * from './cards.js';
export * from './seats.js';
