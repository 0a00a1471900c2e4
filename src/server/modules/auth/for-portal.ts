/** What the vendor portal needs of auth: a vendor's account made at activation, with the app's password hashing. */
export { hashPassword } from './passwords';
export { userRepository } from './repository';
export { realWait, throttledAttempt } from './throttle';
