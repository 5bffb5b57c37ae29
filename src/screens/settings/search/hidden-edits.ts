/**
 * Which cards holding unsaved edits the search term hides (docs/settings.md#search): the edits are kept, and the
 * page says whose they are so the user does not think them lost. Each settings form, by its id, with the module whose
 * search match shows its card and the card's title.
 */
import { __ } from '@wordpress/i18n';

interface FormCard {
	module: string;
	title: () => string;
}

const FORM_CARDS: Readonly< Record< string, FormCard > > = {
	'security-anti-spam': { module: 'akismet', title: () => __( 'Anti-spam', 'jetpack' ) },
	'security-firewall': { module: 'waf', title: () => __( 'Firewall', 'jetpack' ) },
	'security-protect': { module: 'protect', title: () => __( 'Brute force protection', 'jetpack' ) },
	'writing-carousel': { module: 'carousel', title: () => __( 'Media', 'jetpack' ) },
	'writing-content-types': { module: 'custom-content-types', title: () => __( 'Custom content types', 'jetpack' ) },
	'discussion-comments': { module: 'comments', title: () => __( 'Comments', 'jetpack' ) },
	'traffic-ads': { module: 'wordads', title: () => __( 'Ads', 'jetpack' ) },
	'traffic-seo': { module: 'seo-tools', title: () => __( 'SEO', 'jetpack' ) },
	'traffic-verification': { module: 'verification-tools', title: () => __( 'Site verification', 'jetpack' ) },
};

/** The titles of the cards with unsaved edits that the term hides, in the order the forms were edited. */
export function cardsHiddenWithEdits( dirtyForms: readonly string[], term: string, isFound: ( slug: string ) => boolean ): string[] {
	if ( term === '' ) {
		return [];
	}
	return dirtyForms.flatMap( ( id ) => {
		const card = FORM_CARDS[ id ];
		return card && ! isFound( card.module ) ? [ card.title() ] : [];
	} );
}

/** Whether every settings form is known here (its tests list the forms' ids). */
export function knowsForm( id: string ): boolean {
	return id in FORM_CARDS;
}
