import type { ColumnType, Generated } from 'kysely';
import type { AccountStatus } from '../../../shared/auth';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: usernames are unique whatever their case. */
  username_key: string;
  profile: string;
  status: AccountStatus;
  password_hash: string;
  /** Set with a temporary password (signup, admin reset): every call but reset-password answers 403. */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SessionsTable {
  /** sha256 of the cookie's session id: a database dump does not hand out live sessions. */
  id_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username_key: string;
  address: string;
  failed_at: ColumnType<Date, Date | undefined, never>;
}

export interface SignupAttemptsTable {
  id: Generated<number>;
  address: string;
  attempted_at: ColumnType<Date, Date | undefined, never>;
}

export interface AccountTables {
  signup_attempts: SignupAttemptsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}
