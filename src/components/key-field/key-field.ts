/**
 * The rule of the three key-entry forms (docs/rules.md#validation): a blank or all-space key is never sent, and each
 * form says so in its own words (My Plan's licence box quietly sends nothing); any other key is sent without the
 * spaces around it, and the server judges it. Pure.
 */
import { __ } from '@wordpress/i18n';

/** The licence screen, My Plan's licence box and the anti-spam card's key form. */
export type KeyForm = 'license' | 'my-plan-license' | 'akismet';

const BLANK_KEY_MESSAGE: Record< KeyForm, () => string | null > = {
	license: () => __( 'This is not a valid license key. Please try again.', 'jetpack' ),
	'my-plan-license': () => null,
	akismet: () => __( 'Enter your Akismet API key.', 'jetpack' ),
};

/** Send this key, or send nothing and show this problem beside the field (null: show nothing). */
export type KeyDecision = { send: string } | { problem: string | null };

export function keyDecision( form: KeyForm, key: string ): KeyDecision {
	const trimmed = key.trim();
	return trimmed === '' ? { problem: BLANK_KEY_MESSAGE[ form ]() } : { send: trimmed };
}
