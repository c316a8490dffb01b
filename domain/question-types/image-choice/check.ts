import { checkBasic } from '../basic/check.ts';
import type { Checked } from '../common.ts';
import { asImageRequired, requiredImage } from '../shared/required-image.ts';
import { asBasic } from './as-basic.ts';
import type { ImageChoiceQuestion } from './schema.ts';

/** Spec §5: basic multiple choice's rules (two to ten answers, at least one correct), and the image (required media per type). */
export function checkImageChoice<Q extends ImageChoiceQuestion>(question: Q): Checked<Q> {
  const basic = asImageRequired(checkBasic(asBasic(question)));
  if ('problem' in basic) return basic;
  const image = requiredImage(question.image);
  if ('problem' in image) return image;
  const { title, explanation, answers } = basic.question;
  return { question: { ...question, title, explanation, answers, image: image.image } };
}
