/**
 * The product pages the page data offers (docs/hosts.md#product-pages). This plugin prints whether each is available;
 * the original plugin prints each product's words instead (title, slug, description, features, disclaimer, the plans
 * that include it) and leaves availability to the provider's catalogue, which the product page asks for: a product
 * it describes is offered, and its page then says so when the provider does not sell it.
 */
import type { ProductDescription, ProductListing } from '../../api/types';
import { bool, isRecord, mapOf, record, text, texts } from './fields';

function parseDisclaimer( value: unknown ): ProductDescription[ 'disclaimer' ] {
	if ( ! isRecord( value ) || typeof value.text !== 'string' || typeof value.url !== 'string' ) {
		return null;
	}
	return { text: value.text, url: value.url, link_text: text( value.link_text ) };
}

function parseDescription( raw: Record< string, unknown > ): ProductDescription | undefined {
	if ( typeof raw.slug !== 'string' || typeof raw.title !== 'string' ) {
		return undefined;
	}
	return {
		slug: raw.slug,
		title: raw.title,
		description: text( raw.description ),
		features: texts( raw.features ),
		disclaimer: parseDisclaimer( raw.disclaimer ),
		includedInPlans: texts( raw.included_in_plans ),
	};
}

function parseListing( value: unknown ): ProductListing | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const description = parseDescription( record( value ) );
	return description ? { available: bool( value.available, true ), description } : { available: bool( value.available, false ) };
}

export const parseProducts = ( value: unknown ): Record< string, ProductListing > => mapOf( value, parseListing );
