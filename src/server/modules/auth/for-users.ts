/** What account management (users) needs of auth: the accounts, their sessions and temporary passwords. */
export { generateTemporaryPassword, hashPassword } from './passwords';
export { userRepository } from './repository';
export { sessionRepository, type SignedInUser } from './sessions';
export { changeAccountSigningOut } from './account-change';
