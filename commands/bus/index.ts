export { type Bus, BusClosedError, type BusHandler } from './bus.ts';
export { type CreateBusOptions, createBus } from './create-bus.ts';
export { InProcessBus, type InProcessBusOptions } from './in-process-bus.ts';
export { RedisBus, type RedisBusOptions } from './redis-bus.ts';
export type { BusErrorHandler } from './subscription.ts';
