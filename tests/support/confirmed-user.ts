import { vi } from 'vitest';
import { handleUserCommand } from '../../commands/accounts/user-decider.ts';
import { findUserById } from '../../projections/users/index.ts';
import { signUp } from './sign-up.ts';
import type { TestApp } from './test-app.ts';

/** An account whose e-mail address is confirmed (as after following the confirmation link). */
export async function confirmedUser(t: TestApp, name: string) {
  const user = await signUp(t.app, name);
  await confirmEmailOf(t, user.userId);
  return user;
}

export async function confirmEmailOf(t: TestApp, userId: string) {
  await handleUserCommand(
    t.deps,
    userId,
    { type: 'ConfirmEmail' },
    { actorId: userId, correlationId: 'test' },
  );
  await vi.waitFor(async () => {
    await t.runner.catchUp();
    if (!(await findUserById(t.db as never, userId))?.email_confirmed) throw new Error('not confirmed yet');
  });
}
