import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/columns';
import type { AccountStatus } from '../../../shared/auth/accounts';

export interface UserAccountsTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: usernames are unique whatever their case. */
  username_key: string;
  profile: string;
  status: AccountStatus;
  password_hash: string;
  /** Set with a temporary password (signup, admin reset): every call but reset-password answers 403. */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  /** sha256 of the cookie's session id: a database dump does not hand out live sessions. */
  id_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username_key: string;
  address: string;
  failed_at: CreatedAt;
}

export interface SignupAttemptsTable {
  id: Generated<number>;
  address: string;
  attempted_at: CreatedAt;
}

export interface AccountTables {
  signup_attempts: SignupAttemptsTable;
  users: UserAccountsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}
