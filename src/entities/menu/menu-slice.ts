/**
 * Menu and header state of spec §2, §3: the current path recorded on every
 * route change, and the header flags (is_burger_menu_visible, is_visible, is_top).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface MenuState {
  path: string;
  is_burger_menu_visible: boolean;
  is_visible: boolean;
  is_top: boolean;
}

const initialState: MenuState = { path: '/', is_burger_menu_visible: false, is_visible: true, is_top: true };

export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    pathChanged(state, action: PayloadAction<string>) {
      state.path = action.payload;
      // The aside menu closes on route change (spec §2).
      state.is_burger_menu_visible = false;
      state.is_visible = true;
    },
    burgerToggled(state, action: PayloadAction<boolean | undefined>) {
      state.is_burger_menu_visible = action.payload ?? !state.is_burger_menu_visible;
    },
    headerVisibilityChanged(state, action: PayloadAction<boolean>) {
      state.is_visible = action.payload;
    },
    headerTopChanged(state, action: PayloadAction<boolean>) {
      state.is_top = action.payload;
    },
  },
  selectors: {
    selectPath: (state) => state.path,
    selectBurgerVisible: (state) => state.is_burger_menu_visible,
    selectHeaderVisible: (state) => state.is_visible,
    selectHeaderTop: (state) => state.is_top,
  },
});

export const { pathChanged, burgerToggled, headerVisibilityChanged, headerTopChanged } = menuSlice.actions;
export const { selectBurgerVisible, selectHeaderVisible, selectHeaderTop } = menuSlice.selectors;
