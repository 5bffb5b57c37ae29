/** The one notice the Jetpack Social card's actions report through: each new outcome replaces the last. */
export const SOCIAL_NOTICE_ID = 'social-connections';
