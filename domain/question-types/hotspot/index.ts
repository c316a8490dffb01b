export { addRegion, DEFAULT_REGION, newHotspotQuestion, newRegion } from './editing.ts';
export { containsPoint, isRegionOnImage } from './geometry.ts';
export { hotspotType } from './module.ts';
export * from './schema.ts';
export { correctRegionsHit } from './scoring.ts';
export { sampleTaps } from './summary.ts';
