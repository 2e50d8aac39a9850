/** The zone times are shown in when the user's own is not known. */
export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';
