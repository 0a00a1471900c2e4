import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ModuleKey } from '../../shared/auth/modules';

/** Shared client state, persisted to sessionStorage (SPEC.md section 3). */
export interface UiState {
  activeModule: ModuleKey;
  /** The trip opened from search or a list, edited at /home/{tripId}. */
  tripId: string | null;
  /** The bill searched for from the top bar, listed on Revise Bill. */
  reviseBill: { billId: string } | null;
  /** Whether Revise Bill has already run the search for reviseBill. */
  billSearchProcessed: boolean;
  searchValue: string;
}

export const initialUiState: UiState = {
  activeModule: 'upload',
  tripId: null,
  reviseBill: null,
  billSearchProcessed: false,
  searchValue: '',
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    moduleEntered(state, action: PayloadAction<ModuleKey>) {
      state.activeModule = action.payload;
    },
    searchValueChanged(state, action: PayloadAction<string>) {
      state.searchValue = action.payload;
    },
    tripOpened(state, action: PayloadAction<string>) {
      state.tripId = action.payload;
    },
    tripClosed(state) {
      state.tripId = null;
    },
    billSearched(state, action: PayloadAction<string>) {
      state.reviseBill = { billId: action.payload };
      state.billSearchProcessed = false;
    },
    billSearchProcessed(state) {
      state.billSearchProcessed = true;
    },
    uiReset() {
      return initialUiState;
    },
  },
});

export const {
  moduleEntered,
  searchValueChanged,
  tripOpened,
  tripClosed,
  billSearched,
  billSearchProcessed,
  uiReset,
} = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
