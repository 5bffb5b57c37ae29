import { getPlansUrl, getSiteSlug } from '../../../src/lib/plans-url';

it.each( [
	[ 'example.com', 'example.com' ],
	[ 'example.com/blog', 'example.com::blog' ],
	[ 'example.com/blog/', 'example.com::blog' ],
	[ 'example.com/a/b//', 'example.com::a::b' ],
	[ 'https://example.com/blog', 'example.com::blog' ],
	[ 'http://example.com', 'example.com' ],
	[ 'www.https.example.com', 'www.https.example.com' ],
	// Only a leading scheme is the address's own; one further on is part of the path.
	[ 'example.com/go/https://x', 'example.com::go::https:::::x' ],
] )( 'the provider names the site %j as %j', ( rawUrl, slug ) => {
	expect( getSiteSlug( rawUrl ) ).toBe( slug );
} );

it.each( [
	[ { hasConnectedOwner: true }, 'https://wordpress.com/plans/example.com::blog' ],
	[ { hasConnectedOwner: false }, 'https://cloud.jetpack.com/pricing/example.com::blog' ],
	[ { hasConnectedOwner: true, feature: 'backups' }, 'https://wordpress.com/plans/example.com::blog?feature=backups' ],
	[ { hasConnectedOwner: true, purchaseToken: 'a b' }, 'https://wordpress.com/plans/example.com::blog?purchasetoken=a+b' ],
	[ { hasConnectedOwner: false, feature: 'scan', purchaseToken: 't0k' }, 'https://cloud.jetpack.com/pricing/example.com::blog?feature=scan&purchasetoken=t0k' ],
	[ { hasConnectedOwner: true, feature: '', purchaseToken: '' }, 'https://wordpress.com/plans/example.com::blog' ],
] )( 'the plans page for %j is %s', ( input, url ) => {
	expect( getPlansUrl( { rawUrl: 'example.com/blog', ...input } ) ).toBe( url );
} );
