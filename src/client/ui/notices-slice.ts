import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { moduleEntered } from '../app/ui-slice';
import { signedIn, signedOut } from '../app/session/auth-slice';
import { takeFailedRequestReference } from '../app/errors';

/** At most this many notices are kept and shown, newest first. */
export const MAX_NOTICES = 3;

export type NoticeKind = 'success' | 'error' | 'info';

export interface Notice {
  id: string;
  kind: NoticeKind;
  text: string;
  /** Success notices vanish after 3 s unless sticky (e.g. a temporary password to copy). */
  sticky?: boolean;
  /** An error's server reference (the failed call's request id), shown beside the words. */
  reference?: string;
}

/** The page's notice area: what SPEC.md calls an alert (DESIGN.md section 5). */
const noticesSlice = createSlice({
  name: 'notices',
  initialState: [] as Notice[],
  reducers: {
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        // The same words twice in a row would only stack up; show them once.
        const existing = state.findIndex((n) => n.text === action.payload.text);
        if (existing >= 0) state.splice(existing, 1);
        // A new outcome supersedes the screen's earlier error: a fixed mistake's message does not
        // linger beside the success that followed (every notice shown belongs to this screen).
        for (let i = state.length - 1; i >= 0; i -= 1) if (isSupersededError(state[i])) state.splice(i, 1);
        state.push(action.payload);
        // The oldest beyond the shown few go: a pile of messages helps nobody.
        if (state.length > MAX_NOTICES) state.splice(0, state.length - MAX_NOTICES);
      },
      prepare(kind: NoticeKind, text: string, options: { sticky?: boolean } = {}) {
        const reference = kind === 'error' ? takeFailedRequestReference() : undefined;
        return {
          payload: { id: nanoid(), kind, text, sticky: options.sticky, ...(reference ? { reference } : {}) },
        };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      return state.filter((n) => n.id !== action.payload);
    },
    /** A new search, submit or download starts: the last attempt's error no longer applies. */
    attemptStarted(state) {
      return state.filter((n) => !isSupersededError(n));
    },
  },
  extraReducers: (builder) => {
    // Messages belong to the screen they came from; only sticky ones (a temporary password) follow.
    const keepSticky = (state: Notice[]) => state.filter((n) => n.sticky);
    builder.addCase(signedIn, keepSticky).addCase(signedOut, keepSticky).addCase(moduleEntered, keepSticky);
    // Every submit, save and download is an RTK Query mutation: its start is a new attempt.
    builder.addMatcher(isMutationStart, (state) => state.filter((n) => !isSupersededError(n)));
  },
});

const isSupersededError = (n: Notice) => n.kind === 'error' && !n.sticky;

/** The start of any mutation of the app's API (its thunk's pending action). */
function isMutationStart(action: UnknownAction): boolean {
  return action.type === 'api/executeMutation/pending';
}

export const { noticeShown, noticeDismissed, attemptStarted } = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;

export const SUCCESS_NOTICE_MS = 3000;
