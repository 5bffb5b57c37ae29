/**
 * The product pages' catalogue on Jetpack (docs/hosts.md#product-pages): Jetpack's `products` passes on the provider's
 * product list, not the catalogue. Its product pages are drawn from the words its page data prints and from
 * `site/products`, the provider's products for the site (price, currency, sale, availability), which this reads;
 * that answer itself is read into the declared shape too.
 */
import type { ProductDescription, ProviderProduct, ProviderProductMap, UpsellProduct, UpsellProductMap } from '../types';
import { unwrapEnvelope } from '../envelope';
import { NS } from '../namespace';
import type { HostAdapters } from '../route-adapters';
import { getRedirectUrl } from '../../lib/redirect-url';
import { getSiteSlug } from '../../lib/plans-url';
import { asRecord, text } from './shapes';

export interface ProductCatalogueSource {
	/** The page data's words, by product page slug. */
	descriptions: Readonly< Record< string, ProductDescription > >;
	/** The site's address as the page data prints it (rawUrl): the checkout is for this site. */
	rawUrl: string;
}

const saleCoupon = ( value: unknown ): UpsellProduct[ 'saleCoupon' ] => {
	const discount = asRecord( value ).discount;
	return typeof discount === 'number' && discount > 0 ? { discount } : null;
};

const amount = ( value: unknown ): number => ( typeof value === 'number' ? value : 0 );

/** site/products in the declared shape: Jetpack's entries name no billing period, which the slug tells. */
export function providerProducts( raw: unknown ): ProviderProductMap {
	return Object.fromEntries(
		Object.entries( asRecord( unwrapEnvelope< unknown >( raw ) ) ).map( ( [ slug, value ] ): [ string, ProviderProduct ] => {
			const product = asRecord( value );
			return [
				slug,
				{
					product_id: amount( product.product_id ),
					product_slug: text( product.product_slug ) || slug,
					product_name: text( product.product_name ),
					currency_code: text( product.currency_code ),
					cost: amount( product.cost ),
					cost_display: text( product.cost_display ),
					billing_timeframe: slug.endsWith( '_monthly' ) ? 'monthly' : 'yearly',
				},
			];
		} )
	);
}

/** The catalogue, from the words and site/products' answer (an envelope whose data is the products by slug). */
export function productCatalogue( raw: unknown, { descriptions, rawUrl }: ProductCatalogueSource ): UpsellProductMap {
	const sold = asRecord( unwrapEnvelope< unknown >( raw ) );
	const site = getSiteSlug( rawUrl );
	return Object.fromEntries(
		Object.entries( descriptions ).map( ( [ key, words ] ): [ string, UpsellProduct ] => {
			const product = asRecord( sold[ words.slug ] );
			return [
				key,
				{
					key,
					...words,
					currencyCode: text( product.currency_code ),
					fullPrice: amount( product.cost ),
					saleCoupon: saleCoupon( product.sale_coupon ),
					upgradeUrl: getRedirectUrl( 'jetpack-product-description-checkout', { site, path: words.slug } ),
					// Not sold to this site, or not known to the provider: the page says it is not offered.
					available: product.available === true,
				},
			];
		} )
	);
}

export const productAdapters = ( source: ProductCatalogueSource ): HostAdapters => ( {
	siteProducts: { answer: providerProducts },
	products: {
		send: ( _call, send ) => send( { path: `${ NS }/site/products`, method: 'GET' } ),
		answer: ( raw ) => productCatalogue( raw, source ),
	},
} );
