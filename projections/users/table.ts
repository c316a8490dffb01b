/** `rm_users` (migrations/2026-11-23-0005). Personal fields are null once the person is forgotten. */
export interface UsersTable {
  id: string;
  email: string | null;
  name: string | null;
  role: string;
  provider: string;
  provider_id: string | null;
  status: 'active' | 'suspended' | 'deleted';
  email_confirmed: boolean;
  school_id: string | null;
  /** The second factor sign-in asks for (migrations/2026-11-23-0006). */
  two_factor: 'off' | 'totp' | 'email';
  /** Profile (migrations/2026-11-23-0011); phone is personal and null once forgotten. */
  phone: string | null;
  newsletter: boolean;
  avatar_path: string | null;
  last_activity_day: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface UsersTables {
  rm_users: UsersTable;
}
