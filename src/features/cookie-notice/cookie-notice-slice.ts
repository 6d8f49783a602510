/** Cookie acceptance (spec §4, §9), persisted in IndexedDB. */
import { createSlice } from '@reduxjs/toolkit';

interface CookieNoticeState {
  accepted: boolean;
}

const initialState: CookieNoticeState = { accepted: false };

export const cookieNoticeSlice = createSlice({
  name: 'cookieNotice',
  initialState,
  reducers: {
    cookiesAccepted(state) {
      state.accepted = true;
    },
  },
  selectors: { selectCookiesAccepted: (state) => state.accepted },
});

export const { cookiesAccepted } = cookieNoticeSlice.actions;
export const { selectCookiesAccepted } = cookieNoticeSlice.selectors;

/** Legacy flag of spec §9, read once and migrated into the persisted store. */
export const LEGACY_COOKIE_KEY = 'accept-cookie';
