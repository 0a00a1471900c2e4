/** The app's mail (built once from the configuration) and the outbox worker each instance runs. */
export { mailSetup, type MailSetup } from './mail-setup';
export { startMailWorker } from './worker';
