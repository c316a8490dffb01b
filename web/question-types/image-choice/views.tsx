import { useTranslation } from 'react-i18next';
import type { BasicQuestion } from '../../../domain/question-types/basic/index.ts';
import { asBasic } from '../../../domain/question-types/image-choice/as-basic.ts';
import type {
  ImageChoiceQuestion,
  ImageChoiceType,
} from '../../../domain/question-types/image-choice/index.ts';
import { BasicAnswersEditor } from '../basic/basic-editor.tsx';

import { basicViews } from '../basic/views.tsx';
import type {
  EditorPanelProps,
  GivenAnswerProps,
  PhoneAnswerProps,
  QuestionTypeViews,
  ResultProps,
} from '../question-type-views.ts';
import { ImageField } from '../shared/image-field.tsx';
import { asBasicScreen, asBasicSummary } from './as-basic-screen.ts';
import { RevealImageHost, ScaleImageHost } from './host-question.tsx';
import './image-choice.css';
import { Picture } from '../../components/picture/picture.tsx';

const IMAGE_PROBLEMS = new Set(['question_image_required']);

/** The picture, then basic multiple choice's answers editor; only what a picture question has is kept from it. */
function imageChoiceEditor<T extends ImageChoiceType>(type: T) {
  return function ImageChoiceEditor(props: EditorPanelProps<T>) {
    const { t } = useTranslation();
    const question = props.question as ImageChoiceQuestion;
    const onChange = props.onChange as (next: ImageChoiceQuestion) => void;
    const imageProblem = props.problem && IMAGE_PROBLEMS.has(props.problem.problem) ? props.problem : null;
    const fromBasic = (basic: BasicQuestion) =>
      onChange({ ...question, answers_required: basic.answers_required, answers: basic.answers });
    return (
      <>
        <ImageField
          label={t('question_views.picture_label')}
          hint={
            type === 'scale_image'
              ? t('question_views.scale_image.image_hint')
              : t('question_views.reveal_image.image_hint')
          }
          value={question.image}
          onChange={(image) => onChange({ ...question, image })}
          error={imageProblem?.problem ?? null}
        />
        <BasicAnswersEditor
          question={asBasic(question)}
          onChange={fromBasic}
          problem={imageProblem ? null : props.problem}
          newId={props.newId}
          idPrefix={props.idPrefix}
        />
      </>
    );
  };
}

function ImageChoicePhone(props: PhoneAnswerProps<ImageChoiceType>) {
  return <basicViews.PhoneAnswer {...props} screen={asBasicScreen(props.screen)} />;
}

function ImageChoiceGiven(props: GivenAnswerProps<ImageChoiceType>) {
  return <basicViews.GivenAnswer {...props} screen={asBasicScreen(props.screen)} />;
}

/**
 * After the close the whole picture is back with basic's chart and answers: beside the chart on a wide
 * screen (so the Next button stays on a projector), above it on a phone; the answers under both.
 */
function ImageChoiceResult(props: ResultProps<ImageChoiceType>) {
  return (
    <div className="picture-result-layout">
      <Picture
        picture={{ src: props.screen.image, placeholder: null, crop: null }}
        size="screen"
        className="picture-result"
      />
      <basicViews.Result
        {...props}
        screen={asBasicScreen(props.screen)}
        summary={asBasicSummary(props.summary)}
      />
    </div>
  );
}

const answeredLikeBasic = {
  PhoneAnswer: ImageChoicePhone,
  GivenAnswer: ImageChoiceGiven,
  Result: ImageChoiceResult,
  answerText: (
    screen: Parameters<typeof asBasicScreen>[0],
    answer: Parameters<typeof basicViews.answerText>[1],
  ) => basicViews.answerText(asBasicScreen(screen), answer),
  correctText: (screen: Parameters<typeof asBasicScreen>[0], summary: Parameters<typeof asBasicSummary>[0]) =>
    basicViews.correctText(asBasicScreen(screen), asBasicSummary(summary)),
};

export const scaleImageViews: QuestionTypeViews<'scale_image'> = {
  labelKey: 'question_types.scale_image',
  ownPicture: true,
  Editor: imageChoiceEditor('scale_image'),
  HostQuestion: ScaleImageHost,
  ...answeredLikeBasic,
};

export const revealImageViews: QuestionTypeViews<'reveal_image'> = {
  labelKey: 'question_types.reveal_image',
  ownPicture: true,
  Editor: imageChoiceEditor('reveal_image'),
  HostQuestion: RevealImageHost,
  ...answeredLikeBasic,
};
