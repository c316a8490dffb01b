export { newSliderQuestion } from './editing.ts';
export { sliderType } from './module.ts';
export { onScale } from './scale.ts';
export * from './schema.ts';
export { SLIDER_FALLOFF_SHARE, sliderCloseness } from './scoring.ts';
export { HISTOGRAM_BARS, histogramBars } from './summary.ts';
