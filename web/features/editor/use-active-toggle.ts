import { useState } from 'react';
import type { EditorQuizView } from '../../../api/contracts/quizzes.ts';
import { toggleQuizStatus } from '../../http/quizzes-api.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';

/** The quiz's active switch (spec §4 status): saved at once, on its own, and logged by the server. */
export function useActiveToggle(quizId: string, onSaved: (quiz: EditorQuizView) => void) {
  const [toggling, setToggling] = useState(false);

  async function toggleActive() {
    setToggling(true);
    try {
      const toggled = await toggleQuizStatus(quizId);
      onSaved(toggled);
      showToast('success', toggled.status ? 'editor.status_now_active' : 'editor.status_now_inactive');
    } catch (error) {
      showErrorMessage(error);
    } finally {
      setToggling(false);
    }
  }

  return { toggling, toggleActive };
}
