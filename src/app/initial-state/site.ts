/**
 * The site facts, theme, licensing, coupon and release post as the page printed them. The defaults are what a
 * plain self-hosted site shows: backups, My Jetpack and the Sharing screen offered, the recommendations not, no store, no plan known.
 */
import type { InitialSiteData, InitialState, PartnerCoupon, ReleasePost, StateNotices, ThemeData } from '../../api/types';
import { bool, count, countOrNull, fieldsOf, isRecord, record, text, textOrNull, texts } from './fields';

/**
 * The site's products Jetpack keeps (Current_Plan::get_products(), printed beside Jetpack's page data by this plugin,
 * docs/hosts.md#page-data): the slug of each one that has not expired.
 */
function unexpiredProductSlugs( value: unknown ): string[] {
	const products = Array.isArray( value ) ? value : Object.values( record( value ) );
	return products.flatMap( ( product ) =>
		isRecord( product ) && typeof product.product_slug === 'string' && product.expired !== true ? [ product.product_slug ] : []
	);
}

/**
 * The site's facts. `page` is the whole page data: Jetpack prints the store's two facts at its top level, not in
 * siteData (docs/hosts.md#page-data), so they are read there when siteData has none.
 */
export function parseSiteData( value: unknown, page: Record< string, unknown > = {} ): InitialSiteData {
	const raw = record( value );
	const siteData: InitialSiteData = {
		...fieldsOf( { hasSeenWCConnectionModal: page.hasSeenWCConnectionModal, isWooCommerceActive: page.isWooCommerceActive, ...raw }, {
			icon: '',
			siteVisibleToSearchEngines: true,
			showPromotions: true,
			isAtomicSite: false,
			isWoASite: false,
			isAtomicPlatform: false,
			showBackups: true,
			showRecommendations: false,
			showMyJetpack: true,
			showSharingScreen: true,
			isMultisite: false,
			dateFormat: 'F j, Y',
			hasSeenWCConnectionModal: false,
			isWooCommerceActive: false,
		} ),
		blog_id: countOrNull( raw.blog_id ),
		// Jetpack prints the whole plan, with its features (docs/hosts.md#page-data); this plugin its slug and features.
		plan: textOrNull( isRecord( raw.plan ) ? raw.plan.product_slug : raw.plan ),
		features: raw.features === undefined && isRecord( raw.plan ) ? texts( record( raw.plan.features ).active ) : texts( raw.features ),
		// Jetpack prints no active products: they are its site products, printed beside them (unexpiredProductSlugs).
		activeProducts: raw.activeProducts === undefined ? unexpiredProductSlugs( raw.products ) : texts( raw.activeProducts ),
		videoPressStorageUsed: countOrNull( raw.videoPressStorageUsed ),
	};
	// Left out when unknown: the backup upsell then stays hidden rather than guess.
	if ( typeof raw.postCount === 'number' && Number.isFinite( raw.postCount ) ) {
		siteData.postCount = raw.postCount;
	}
	// The bar's other figures (docs/dashboard.md#backup), each left out when unknown.
	if ( typeof raw.commentCount === 'number' && Number.isFinite( raw.commentCount ) ) {
		siteData.commentCount = raw.commentCount;
	}
	if ( typeof raw.pluginCount === 'number' && Number.isFinite( raw.pluginCount ) ) {
		siteData.pluginCount = raw.pluginCount;
	}
	return siteData;
}

export function parseThemeData( value: unknown ): ThemeData {
	const raw = record( value );
	const support = record( raw.support );
	return {
		name: text( raw.name ),
		stylesheet: text( raw.stylesheet ),
		support: { 'infinite-scroll': bool( support[ 'infinite-scroll' ], false ), widgets: bool( support.widgets, false ) },
	};
}

/** A coupon with every part its welcome shows, or none. */
export function parsePartnerCoupon( value: unknown ): PartnerCoupon | null {
	if ( ! isRecord( value ) || typeof value.coupon_code !== 'string' || ! isRecord( value.partner ) || ! isRecord( value.product ) ) {
		return null;
	}
	const logo = record( value.partner.logo );
	return {
		coupon_code: value.coupon_code,
		preset: text( value.preset ),
		partner: { name: text( value.partner.name ), logo: { src: text( logo.src ), width: count( logo.width ), height: count( logo.height ) } },
		product: { slug: text( value.product.slug ), title: text( value.product.title ), features: texts( value.product.features ) },
	};
}

/**
 * A release post with its title and content, or none: an absent post must not hold the dialog slot. Jetpack prints it
 * as its state notices' messageContent when its update modal is due (docs/hosts.md#page-data).
 */
export function parseReleasePost( value: unknown ): ReleasePost | null {
	if ( ! isRecord( value ) || typeof value.release_post_title !== 'string' || typeof value.release_post_content !== 'string' ) {
		return null;
	}
	return {
		release_post_title: value.release_post_title,
		release_post_content: value.release_post_content,
		release_post_featured_image: text( value.release_post_featured_image ),
	};
}

export function parseStateNotices( value: unknown ): StateNotices {
	const raw = record( value );
	return {
		errorCode: textOrNull( raw.errorCode ),
		messageCode: textOrNull( raw.messageCode ),
		messageContent: textOrNull( raw.messageContent ),
		errorDescription: textOrNull( raw.errorDescription ),
	};
}

export function parseLicensing( value: unknown ): InitialState[ 'licensing' ] {
	const raw = record( value );
	const counts = record( raw.userCounts );
	const dismiss = record( raw.activationNoticeDismiss );
	return {
		error: text( raw.error ),
		showLicensingUi: bool( raw.showLicensingUi, false ),
		userCounts: {
			attached: count( counts.attached ),
			detached: count( counts.detached ),
			revoked: count( counts.revoked ),
			not_revoked: count( counts.not_revoked ),
		},
		activationNoticeDismiss: {
			last_detached_count: countOrNull( dismiss.last_detached_count ),
			last_dismissed_time: textOrNull( dismiss.last_dismissed_time ),
		},
	};
}

export function parseTracksUserData( value: unknown ): InitialState[ 'tracksUserData' ] {
	if ( ! isRecord( value ) ) {
		return null;
	}
	return { userid: count( value.userid ), username: text( value.username ), blogid: count( value.blogid ) };
}
