export { wordCloudType } from './module.ts';
export * from './schema.ts';
