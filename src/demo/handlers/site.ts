import type { HttpHandler } from 'msw';
import type { ProviderEnvelope, ProviderProductMap, SiteBenefit, SiteData } from '../../api/types';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import { WpError } from '../backend/wp-error';
import type { DemoState } from '../backend/state';
import { activePurchases, siteFeatures } from '../backend/site-features';
import { REST_ROUTES } from '../../api/rest-routes';
import {
	createSitePlan,
	createUpsellProducts,
	INTRO_OFFERS,
	PROVIDER_PRODUCTS,
} from '../catalogue/plans';

/** The original plugin's answer for provider-backed calls: the data travels as a JSON string. */
export function envelope( message: string, data: unknown ): ProviderEnvelope {
	return { code: 'success', message, data: JSON.stringify( data ) };
}

/** Asking the provider needs the site's id, which only a registered (and online) site has. */
export function requireProviderSite( state: DemoState ): void {
	if ( ! state.connection.isRegistered || state.connection.offlineMode.isActive ) {
		throw new WpError(
			'site_id_missing',
			'Failed fetching site data from WordPress.com (site_id_missing). If the problem persists, try reconnecting Jetpack.',
			400,
			{ api_error_code: 'site_id_missing', api_http_code: null }
		);
	}
}

function siteData( state: DemoState ): SiteData {
	const plan = createSitePlan( state.plan );
	return {
		ID: state.site.blogId,
		name: state.site.title,
		description: state.site.description,
		URL: state.site.url,
		site_count: state.site.siteCount,
		plan: { ...plan, user_is_owner: state.currentUser.isMaster, features: siteFeatures( state ) },
		products: activePurchases( state )
			.filter( ( purchase ) => purchase.product_slug !== state.plan )
			.map( ( purchase ) => ( { ID: Number( purchase.ID ), product_slug: purchase.product_slug } ) ),
		options: { is_automated_transfer: state.site.isAtomic, is_wpcom_atomic: state.site.isAtomic },
	};
}

/** What the site's tools did for it lately; only the benefits with something to show. */
function siteBenefits( state: DemoState ): SiteBenefit[] {
	const benefits: SiteBenefit[] = [];
	if ( typeof state.protectCount === 'number' && state.protectCount > 0 ) {
		benefits.push( {
			name: 'brute-force',
			title: 'Brute force attacks blocked',
			description: 'Malicious login attempts stopped before they reached your site.',
			value: state.protectCount,
		} );
	}
	if ( typeof state.akismet === 'number' && state.akismet > 0 ) {
		benefits.push( {
			name: 'antispam',
			title: 'Spam comments blocked',
			description: 'Spam caught by Akismet before it reached your moderation queue.',
			value: state.akismet,
		} );
	}
	if ( state.rewind.state === 'active' ) {
		benefits.push( {
			name: 'jetpack-backup',
			title: 'Site backups',
			description: 'Backups of your site kept safe in the cloud.',
			value: 40,
		} );
	}
	if ( state.modules.stats?.activated && ! state.stats.empty ) {
		benefits.push( {
			name: 'stats',
			title: 'Site views',
			description: 'Views of your site recorded by Jetpack Stats this year.',
			value: 12000 + state.stats.seed * 37,
		} );
	}
	const relatedPosts = state.modules[ 'related-posts' ];
	if ( relatedPosts?.activated ) {
		benefits.push( {
			name: 'related-posts',
			title: 'Related posts shown',
			description: 'Times readers were offered more of your posts.',
			value: 860,
		} );
	}
	return benefits;
}

function siteSlug( state: DemoState ): string {
	return state.site.url.replace( /^https?:\/\//, '' ).replace( /\/$/, '' );
}

/**
 * site, site/*, plans, intro-offers, products and setup/questionnaire (docs/api.md#connection-and-identity,
 * docs/api.md#dashboard-cards).
 */
export function siteHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route( backend, REST_ROUTES.site, ( { backend: b } ) => {
			requireProviderSite( b.state );
			return envelope( 'Site data correctly received.', siteData( b.state ) );
		} ),
		route( backend, REST_ROUTES.siteFeatures, ( { backend: b } ) => {
			requireProviderSite( b.state );
			return envelope( 'Site features correctly received.', siteFeatures( b.state ) );
		} ),
		route( backend, REST_ROUTES.sitePurchases, ( { backend: b } ) => {
			requireProviderSite( b.state );
			return envelope( 'Site purchases correctly received.', b.state.purchases );
		} ),
		route( backend, REST_ROUTES.siteBenefits, ( { backend: b } ) => {
			requireProviderSite( b.state );
			return envelope( 'Site benefits correctly received.', siteBenefits( b.state ) );
		} ),
		// An empty object when there is no discount, so the client always gets JSON.
		route( backend, REST_ROUTES.siteDiscount, ( { backend: b } ) => b.state.siteDiscount ?? {} ),
		route( backend, REST_ROUTES.siteProducts, () => {
			const products: ProviderProductMap = Object.fromEntries(
				PROVIDER_PRODUCTS.map( ( product ) => [ product.product_slug, product ] )
			);
			return products;
		} ),
		route( backend, REST_ROUTES.plans, () => envelope( 'Plans correctly received.', PROVIDER_PRODUCTS ) ),
		route( backend, REST_ROUTES.introOffers, () => INTRO_OFFERS ),
		route( backend, REST_ROUTES.products, ( { backend: b } ) => createUpsellProducts( siteSlug( b.state ) ) ),
		route( backend, REST_ROUTES.setupQuestionnaire, ( { backend: b } ) => b.state.setupQuestionnaire ),
		route( backend, REST_ROUTES.saveSetupQuestionnaire, ( { backend: b, body } ) => {
			const entries = Object.entries( body );
			if ( entries.length === 0 ) {
				throw new WpError( 'rest_invalid_param', 'No questionnaire answers were given.', 400 );
			}
			const answers: Record< string, boolean | string > = {};
			for ( const [ name, value ] of entries ) {
				if ( typeof value !== 'boolean' && typeof value !== 'string' ) {
					throw new WpError( 'rest_invalid_param', `Invalid parameter(s): ${ name } (must be a boolean or a string).`, 400, {
						params: { [ name ]: 'must be a boolean or a string' },
					} );
				}
				answers[ name ] = value;
			}
			b.update( ( state ) => {
				Object.assign( state.setupQuestionnaire, answers );
			} );
			return { code: 'success', message: 'Questionnaire saved.' };
		} ),
	];
}
