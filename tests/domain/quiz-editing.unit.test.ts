import { describe, expect, it } from 'vitest';
import {
  answerRequest,
  callIn,
  cancelRequest,
  type EditingState,
  type EditorTab,
  leave,
  mayWrite,
  moveHere,
  nobodyEditing,
  openHere,
  requestHandover,
  SILENCE_MS,
  seenBy,
} from '../../domain/quiz-editing/rules.ts';

const tab = (tabId: string, userId: string, seenAt = 0): EditorTab => ({
  tabId,
  userId,
  name: userId.toUpperCase(),
  seenAt,
});
const at = (t: EditorTab, seenAt: number): EditorTab => ({ ...t, seenAt });
const anna = tab('a1', 'anna');
const annaPhone = tab('a2', 'anna');
const bo = tab('b1', 'bo');
const cy = tab('c1', 'cy');

describe('one editor at a time', () => {
  it('gives a free editor to the first tab that calls in, and tells the next who edits', () => {
    const state = callIn(callIn(nobodyEditing, anna), bo);
    expect(state.editor?.tabId).toBe('a1');
    expect(seenBy(state, anna, 0)).toMatchObject({ role: 'editor', editorName: 'ANNA', request: null });
    expect(seenBy(state, bo, 0)).toMatchObject({ role: 'other_person', editorName: 'ANNA' });
    expect(mayWrite(state, 'bo', 0)).toBe(false);
    expect(mayWrite(state, 'anna', 0)).toBe(true);
  });

  it('frees the seat of a tab that goes silent, but not of one that keeps calling in', () => {
    let state = callIn(nobodyEditing, anna);
    state = callIn(state, at(anna, SILENCE_MS - 1));
    state = callIn(state, at(bo, SILENCE_MS * 2 - 2));
    expect(state.editor?.tabId).toBe('a1');
    state = callIn(state, at(bo, SILENCE_MS * 2));
    expect(state.editor?.tabId).toBe('b1');
    expect(mayWrite(callIn(nobodyEditing, anna), 'bo', SILENCE_MS + 1)).toBe(true);
  });

  it('frees the seat of a tab that closes', () => {
    const state = leave(callIn(nobodyEditing, anna), 'a1', 1);
    expect(state.editor).toBeNull();
    expect(callIn(state, bo).editor?.tabId).toBe('b1');
  });

  it('gives the editor at once to the same person opening it again, as after a browser closed without leaving', () => {
    // Anna's browser closed a moment after its last call-in; the release never came.
    const state = callIn(nobodyEditing, at(anna, 1_000));
    const reopened = openHere(state, at(annaPhone, 2_000));
    expect(seenBy(reopened, annaPhone, 2_000).role).toBe('editor');
    // Her old tab, were it still open, would be told she edits elsewhere.
    expect(seenBy(reopened, anna, 2_000).role).toBe('same_person_elsewhere');
    // Someone else opening it only calls in: they see who edits.
    expect(seenBy(openHere(state, at(bo, 2_000)), bo, 2_000).role).toBe('other_person');
    expect(openHere(nobodyEditing, bo).editor?.tabId).toBe('b1');
  });

  it('lets the same person move to another tab or device without asking, but nobody else', () => {
    const state = callIn(nobodyEditing, anna);
    expect(seenBy(state, annaPhone, 0).role).toBe('same_person_elsewhere');
    expect(moveHere(state, annaPhone).editor?.tabId).toBe('a2');
    expect(() => moveHere(state, bo)).toThrow('editing_held_by_other');
  });

  it('hands over when the editor accepts, and tells the requester', () => {
    let state: EditingState = callIn(nobodyEditing, anna);
    state = requestHandover(state, at(bo, 5));
    expect(seenBy(state, anna, 5).request).toEqual({ name: 'BO', mine: false });
    expect(seenBy(state, bo, 5).request).toEqual({ name: 'BO', mine: true });
    state = answerRequest(state, 'a1', true, 6);
    expect(state.editor).toMatchObject({ tabId: 'b1', seenAt: 6 });
    expect(seenBy(state, bo, 6)).toMatchObject({ role: 'editor', answer: 'accepted' });
    expect(seenBy(state, anna, 6)).toMatchObject({ role: 'other_person', editorName: 'BO' });
  });

  it('keeps the editor when the request is rejected, and tells the requester', () => {
    let state = requestHandover(callIn(nobodyEditing, anna), bo);
    state = answerRequest(state, 'a1', false, 1);
    expect(state.editor?.tabId).toBe('a1');
    expect(seenBy(state, bo, 1)).toMatchObject({ role: 'other_person', answer: 'rejected', request: null });
  });

  it('lets the requester cancel, and only the editor answer', () => {
    const asked = requestHandover(callIn(nobodyEditing, anna), bo);
    expect(() => answerRequest(asked, 'b1', true, 1)).toThrow('editing_not_editor');
    const cancelled = cancelRequest(asked, 'b1', 1);
    expect(cancelled.request).toBeNull();
    expect(() => answerRequest(cancelled, 'a1', true, 1)).toThrow('editing_no_request');
  });

  it('takes one request at a time, and a request of a silent tab lapses', () => {
    const asked = requestHandover(callIn(nobodyEditing, anna), bo);
    expect(() => requestHandover(asked, cy)).toThrow('editing_request_pending');
    const later = callIn(asked, at(anna, SILENCE_MS + 1));
    expect(requestHandover(later, at(cy, SILENCE_MS + 1)).request?.tabId).toBe('c1');
  });

  it('gives a seat freed while someone waits to the one waiting, not to a quicker tab', () => {
    let state = requestHandover(callIn(nobodyEditing, anna), bo);
    state = leave(state, 'a1', 1);
    state = callIn(state, at(cy, 2));
    expect(state.editor).toBeNull();
    state = callIn(state, at(bo, 3));
    expect(state.editor?.tabId).toBe('b1');
    expect(state.request).toBeNull();
  });
});
