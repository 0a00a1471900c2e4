/**
 * The admin's settings store, for every module that keeps a setting: each owner names its keys
 * and reads the value with its own schema; every change is audited.
 */
export { ownedSetting, readSettingOr, settingValueQuery } from './repository';
export { saveSettingAsUser } from './user-save';
