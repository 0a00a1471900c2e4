/** What the trip and bill pages need of payments: a bill's payment status and its payments. */
export { paymentService } from './service';
