export { usersProjection } from './projection.ts';
export {
  findFirstUser,
  findUserByEmail,
  findUserById,
  findUserByProvider,
  hasSuperAdmin,
  type UserRow,
} from './queries.ts';
export type { UsersTable, UsersTables } from './table.ts';
