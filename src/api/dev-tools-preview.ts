/** What the demo site's developer preview can change (docs/shell.md#footer), and the answer of its route. */
import type { RewindState, ScanState } from './types';

export const PREVIEW_ROLES = [ 'owner', 'secondary-admin', 'editor', 'subscriber' ] as const;
export type PreviewRole = ( typeof PREVIEW_ROLES )[ number ];

export const PREVIEW_THREAT_COUNTS = [ 0, 17 ] as const;
export type PreviewThreatCount = ( typeof PREVIEW_THREAT_COUNTS )[ number ];

export const PREVIEW_REWIND_STATES = [ 'unavailable', 'provisioning', 'awaiting_credentials', 'active' ] as const satisfies readonly RewindState[];
export type PreviewRewindState = ( typeof PREVIEW_REWIND_STATES )[ number ];

export const PREVIEW_SCAN_STATES = [ 'unavailable', 'provisioning', 'idle', 'scanning' ] as const satisfies readonly ScanState[];
export type PreviewScanState = ( typeof PREVIEW_SCAN_STATES )[ number ];

/** The connection error the site reports: none, one a reconnect mends, or one only support can (its notice's button). */
export const PREVIEW_CONNECTION_ERRORS = [ 'none', 'reconnect', 'support' ] as const;
export type PreviewConnectionError = ( typeof PREVIEW_CONNECTION_ERRORS )[ number ];

export interface DevToolsPreview {
	/** A plan or product slug of the catalogue. */
	plan: string;
	role: PreviewRole;
	threats: PreviewThreatCount;
	rewind: PreviewRewindState;
	scan: PreviewScanState;
	/** Whether the current user may view stats (permissions.view_stats). */
	statsVisible: boolean;
	/** Whether the current user is linked to a WordPress.com account. */
	linked: boolean;
	/** Whether a release post is waiting for the what's-new dialog. */
	releasePost: boolean;
	/** Whether the store plugin (WooCommerce) is active, which brings the store welcome. */
	storeActive: boolean;
	/** Whether the site is in identity crisis (its address changed since it was connected). */
	identityCrisis: boolean;
	/** Whether an SEO plugin (Yoast SEO) is active, which takes the SEO settings over. */
	seoPlugin: boolean;
	/** Whether the site lets search engines index it (the Reading setting). */
	searchEngineVisible: boolean;
	/** Whether the site holds a licensing error (a licence key it could not attach), which an admin is shown. */
	licensingError: boolean;
	/** The connection error the site reports, which brings the connection-error notice. */
	connectionError: PreviewConnectionError;
	/** Whether the site says it is a staging site, which brings the staging notice. */
	staging: boolean;
}

/** The current preview plus the plans it can switch to. */
export interface DevToolsPreviewState extends DevToolsPreview {
	plans: { slug: string; name: string }[];
}
