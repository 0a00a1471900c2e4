import { createSelector } from '@reduxjs/toolkit';
import { permissionsFor, type PermissionSet } from '../../shared/auth/permissions';
import type { RootState } from '../app/store';

/** The signed-in profile's permissions (the shared matrix); menus, columns and forms read these. */
export const selectPermissions = createSelector(
  [(state: RootState) => state.auth.profile],
  (profile): PermissionSet => permissionsFor(profile),
);

export const selectAuth = (state: RootState) => state.auth;
