/**
 * Links that leave the app for the provider go through its redirect service, named by a source
 * (`https://jetpack.com/redirect/?source=calypso-activity-log&site=example.com`): the provider can move a page without
 * breaking the link in every installed copy of the plugin. Pure.
 */

const REDIRECT_BASE = 'https://jetpack.com/redirect/';

export interface RedirectArgs {
	/** The site the page is about, as the provider names it (example.com, or example.com::blog in a sub-folder). */
	site?: string;
	/** A path the target page appends, e.g. a product slug for a checkout. */
	path?: string;
	/** A query string the target page receives, without its "?": "group=rewind". */
	query?: string;
	/** A fragment the target page scrolls to, without its "#". */
	anchor?: string;
}

/** The redirect URL for a source; empty arguments are left out, every value is URL-encoded. */
export function getRedirectUrl( source: string, args: RedirectArgs = {} ): string {
	const params = new URLSearchParams( { source } );
	for ( const name of [ 'site', 'path', 'query', 'anchor' ] as const ) {
		const value = args[ name ];
		if ( value ) {
			params.set( name, value );
		}
	}
	return `${ REDIRECT_BASE }?${ params.toString() }`;
}
