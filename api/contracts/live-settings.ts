import Type from 'typebox';
import { DELAY_ANSWER_MAX_SECONDS, DELAY_QUESTION_MAX_SECONDS } from '../../domain/game/live-settings.ts';

/** The quizmaster's live settings on the wire (socket `settings` control, and opening a room). */
export const LiveSettingsSchema = Type.Object(
  {
    delayAnswerSeconds: Type.Integer({ minimum: 0, maximum: DELAY_ANSWER_MAX_SECONDS }),
    delayQuestionSeconds: Type.Integer({ minimum: 0, maximum: DELAY_QUESTION_MAX_SECONDS }),
    timeLimit: Type.Boolean(),
    sound: Type.Boolean(),
    progressBar: Type.Boolean(),
    resultDisplay: Type.Object(
      {
        playerAnswers: Type.Boolean(),
        icon: Type.Boolean(),
        topPlayers: Type.Boolean(),
        background: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
