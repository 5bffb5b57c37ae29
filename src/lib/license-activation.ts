/**
 * The licence screen's decisions (docs/connection.md#licence-activation, docs/rules.md#constants): what an activation
 * answer means, which product family an activated product id belongs to and where the success panel sends the user.
 * Whether a typed key is sent is the key field's rule (src/components/key-field/key-field.ts).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { SetLicenseResponse } from '../api/types';
import type { RecommendationStep } from '../api/types/recommendations';
import { backupsUrl, scanUrl } from './security-links';

export type LicenseProductFamily = 'anti-spam' | 'backup' | 'complete' | 'scan' | 'search' | 'security' | 'videopress';

const range = ( from: number, to: number ): number[] => Array.from( { length: to - from + 1 }, ( _, index ) => from + index );

/** Product ids by family (docs/rules.md#constants). */
const FAMILY_IDS: Record< LicenseProductFamily, readonly number[] > = {
	'anti-spam': [ 2110, 2111 ],
	backup: [ ...range( 2100, 2103 ), ...range( 2112, 2115 ) ],
	complete: [ 2014, 2015 ],
	scan: range( 2106, 2109 ),
	search: [ 2104, 2105 ],
	security: [ ...range( 2010, 2013 ), 2016, 2017, 2019, 2020 ],
	videopress: [ 2116, 2117 ],
};

/** The family of an activated product, or null for an id outside the table (it gets the default message). */
export function licenseProductFamily( productId: number ): LicenseProductFamily | null {
	const families = Object.keys( FAMILY_IDS ) as LicenseProductFamily[];
	return families.find( ( family ) => FAMILY_IDS[ family ].includes( productId ) ) ?? null;
}

export type ActivationOutcome = { activatedProductId: number } | { error: string };

/** An answer of licensing/set-license: the product it activated, else the first message of the first non-empty list. */
export function readActivationAnswer( answer: SetLicenseResponse ): ActivationOutcome {
	const activated = answer.activatedProductId ?? 0;
	if ( activated > 0 ) {
		return { activatedProductId: activated };
	}
	// The first message of the first non-empty list is the first message of all of them, in order.
	const first = Object.values( answer.errors ?? {} ).flat()[ 0 ];
	if ( first ) {
		return { error: first };
	}
	return { error: __( 'An unknown error occurred during license activation. Please try again.', 'jetpack' ) };
}

const PRODUCT_NAMES: Record< LicenseProductFamily, () => string > = {
	'anti-spam': () => __( 'Jetpack Anti-spam', 'jetpack' ),
	backup: () => __( 'Jetpack Backup', 'jetpack' ),
	complete: () => __( 'Jetpack Complete', 'jetpack' ),
	scan: () => __( 'Jetpack Scan', 'jetpack' ),
	search: () => __( 'Jetpack Search', 'jetpack' ),
	security: () => __( 'Jetpack Security', 'jetpack' ),
	videopress: () => __( 'Jetpack VideoPress', 'jetpack' ),
};

/** The success panel's sentence: the product by name, or the default for an id outside the table. */
export function activationSuccessMessage( family: LicenseProductFamily | null ): string {
	if ( ! family ) {
		return __( 'Your license has been activated and its product is now part of this site.', 'jetpack' );
	}
	/* translators: %s: a product name, such as Jetpack Backup. */
	return sprintf( __( '%s is now active on this site.', 'jetpack' ), PRODUCT_NAMES[ family ]() );
}

export interface PanelLink {
	label: string;
	href: string;
	/** A page of the provider, opened as an external link. */
	external: boolean;
}

export interface SuccessPanelContext {
	recommendationsStep: RecommendationStep;
	/** The assistant's routes exist only when it is enabled; without it "Configure my site" would lead nowhere. */
	recommendationsEnabled: boolean;
	rawUrl: string;
}

/** The panel's main button: the assistant while it has not been started, otherwise the plan page. */
export function successPanelPrimaryLink( context: SuccessPanelContext ): PanelLink {
	if ( context.recommendationsEnabled && context.recommendationsStep === 'not-started' ) {
		return { label: __( 'Configure my site', 'jetpack' ), href: '#/recommendations', external: false };
	}
	return { label: __( 'View my plans', 'jetpack' ), href: '#/my-plan', external: false };
}

/** The product-specific link (backup, complete and security products back up; scan scans; search is configured). */
export function successPanelProductLink( family: LicenseProductFamily | null, rawUrl: string ): PanelLink | null {
	switch ( family ) {
		case 'backup':
		case 'complete':
		case 'security':
			return { label: __( 'View latest backup', 'jetpack' ), href: backupsUrl( rawUrl ), external: true };
		case 'scan':
			return { label: __( 'View scan results', 'jetpack' ), href: scanUrl( rawUrl ), external: true };
		case 'search':
			return { label: __( 'Configure search', 'jetpack' ), href: '#/performance', external: false };
		default:
			return null;
	}
}
