/**
 * Where /plans and /plans-prompt send the browser (docs/shell.md#routes, docs/api.md#dashboard-cards): the provider's
 * plans page for the site. With a connected owner the site's own plans page; without one, the pricing page that
 * connects first.
 */
export interface PlansUrlInput {
	/** The site address without scheme, e.g. example.com or example.com/blog. */
	rawUrl: string;
	hasConnectedOwner: boolean;
	purchaseToken?: string;
	feature?: string;
}

/** example.com/blog → example.com::blog, the provider's slug for a site in a sub-folder. */
export function getSiteSlug( rawUrl: string ): string {
	return rawUrl.replace( /^https?:\/\//, '' ).replace( /\/+$/, '' ).replace( /\//g, '::' );
}

export function getPlansUrl( input: PlansUrlInput ): string {
	const slug = getSiteSlug( input.rawUrl );
	const base = input.hasConnectedOwner ? `https://wordpress.com/plans/${ slug }` : `https://cloud.jetpack.com/pricing/${ slug }`;
	const query = new URLSearchParams();
	if ( input.feature ) {
		query.set( 'feature', input.feature );
	}
	if ( input.purchaseToken ) {
		query.set( 'purchasetoken', input.purchaseToken );
	}
	const search = query.toString();
	return search ? `${ base }?${ search }` : base;
}
