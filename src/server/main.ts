import { loadConfig } from './config';
import { runMain, serve } from './start';

/** `npm start`. */
runMain(() => serve(loadConfig()));
