import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { expect, vi } from 'vitest';
import { handleUserCommand } from '../../../commands/accounts/user-decider.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { findUserById } from '../../../projections/users/index.ts';
import { signUp } from '../../support/sign-up.ts';
import type { TestApp } from '../../support/test-app.ts';

export type Person = Awaited<ReturnType<typeof signUp>>;

/** A fresh account with the given account role, as an operator would have set it. */
export async function personWithRole(t: TestApp, name: string, role: Role): Promise<Person> {
  const person = await signUp(t.app, name);
  if (role !== 'user') {
    await handleUserCommand(
      t.deps,
      person.userId,
      { type: 'ChangeRole', data: { to: role } },
      { actorId: null, correlationId: 'test' },
    );
    await vi.waitFor(async () => expect((await findUserById(t.db as never, person.userId))?.role).toBe(role));
  }
  return person;
}

let counter = 0;
export const schoolForm = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    school_name: `Nordstrand skole ${counter}-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Kari Nordmann',
    phone: '+47 912 34 567',
    email: 'post@nordstrand.no',
    district: 'Oslo',
    country: 'NO',
    slug: `nordstrand-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    ...overrides,
  };
};

export async function createSchool(
  app: FastifyInstance,
  who: Person,
  overrides: Record<string, unknown> = {},
) {
  const form = schoolForm(overrides);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/schools/create',
    headers: who.headers,
    payload: form,
  });
  if (reply.statusCode !== 201) throw new Error(`school creation failed: ${reply.body}`);
  const data = reply.json().data as { school_id: string; slug: string; token: string };
  return { ...data, form };
}

/** The token's school claims (spec §3). */
export const schoolClaims = (token: string) => {
  const { school_id, schools } = decodeJwt(token) as {
    school_id: string | null;
    schools: Array<{ _id: { $oid: string } }>;
  };
  return { school_id, schools: schools.map((s) => s._id.$oid) };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
