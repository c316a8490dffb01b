/*
 * Three questions about Norway for the play-alone and homework browser tests: two with a minute to
 * answer, and a last one of 5 s that a test can let run out.
 */
export const NORWAY_QUESTIONS = [
  {
    question_id: 'capital',
    kind: 'multiple_choice',
    title: 'What is the capital of Norway?',
    time_limit: 60,
    answers_required: 'one',
    chart_type: 'bar',
    explanation: 'Oslo has been the capital since 1814.',
    answers: [
      { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
      { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
    ],
  },
  {
    question_id: 'river',
    kind: 'multiple_choice',
    title: 'The longest river in Norway?',
    time_limit: 60,
    answers_required: 'one',
    chart_type: 'bar',
    answers: [
      { answer_id: 'glomma', title: 'Glomma', is_correct: true, score: 1000 },
      { answer_id: 'tana', title: 'Tana', is_correct: false, score: 0 },
    ],
  },
  {
    question_id: 'fjord',
    kind: 'multiple_choice',
    title: 'The longest fjord?',
    time_limit: 5,
    answers_required: 'one',
    chart_type: 'bar',
    answers: [
      { answer_id: 'sogne', title: 'Sognefjorden', is_correct: true, score: 1000 },
      { answer_id: 'hardanger', title: 'Hardangerfjorden', is_correct: false, score: 0 },
    ],
  },
];
