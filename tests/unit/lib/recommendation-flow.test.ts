import type { RecommendationStep } from '../../../src/api/types';
import {
	currentStep,
	isFreeWithoutPaid,
	isStepApplicable,
	nextRoute,
	nextStep,
	resumeRoute,
	routeToStep,
} from '../../../src/lib/recommendation-flow';
import type { StepContext } from '../../../src/lib/recommendation-flow';

/** A site where every step applies: a store, every conditional step offered, nothing active, a free plan. */
const ALL: StepContext = {
	siteTypeStore: true,
	conditional: [ 'publicize', 'protect', 'anti-spam', 'videopress', 'backup-plan', 'boost' ],
	active: {},
	ownerConnected: true,
	freeWithoutPaid: true,
	hasSuggestions: true,
};
/** A site where only the steps that always apply do. */
const NONE: StepContext = {
	siteTypeStore: false,
	conditional: [],
	active: { 'related-posts': true, 'creative-mail': true, 'site-accelerator': true },
	ownerConnected: false,
	freeWithoutPaid: false,
	hasSuggestions: false,
};

describe( 'nextStep: the map when every step applies', () => {
	it.each< [ RecommendationStep, RecommendationStep ] >( [
		[ 'not-started', 'site-type-question' ],
		[ 'site-type-question', 'woocommerce' ],
		[ 'product-suggestions', 'woocommerce' ],
		[ 'woocommerce', 'monitor' ],
		[ 'monitor', 'related-posts' ],
		[ 'related-posts', 'creative-mail' ],
		[ 'creative-mail', 'site-accelerator' ],
		[ 'site-accelerator', 'publicize' ],
		[ 'publicize', 'summary' ],
		[ 'setup-wizard-completed', 'summary' ],
		[ 'banner-completed', 'woocommerce' ],
		[ 'protect', 'summary' ],
		[ 'anti-spam', 'summary' ],
		[ 'videopress', 'summary' ],
		[ 'backup-plan', 'summary' ],
		[ 'boost', 'summary' ],
		[ 'summary', 'summary' ],
	] )( '%s → %s', ( current, next ) => {
		expect( nextStep( current, ALL ) ).toBe( next );
	} );

	it( 'skips every step that does not apply', () => {
		expect( nextStep( 'site-type-question', NONE ) ).toBe( 'summary' );
		expect( nextStep( 'banner-completed', NONE ) ).toBe( 'summary' );
		expect( nextStep( 'site-type-question', { ...NONE, ownerConnected: true } ) ).toBe( 'monitor' );
		expect( nextStep( 'monitor', { ...NONE, conditional: [ 'publicize' ] } ) ).toBe( 'publicize' );
	} );

	it.each( [ 'site-type', 'bogus', 'product-purchased' ] )( 'throws for a step it cannot follow: %s', ( step ) => {
		expect( () => nextStep( step, ALL ) ).toThrow();
	} );
} );

describe( 'isStepApplicable', () => {
	it.each< [ RecommendationStep, Partial< StepContext >, boolean ] >( [
		[ 'site-type-question', NONE, true ],
		[ 'summary', NONE, true ],
		// These two always show, whatever the site reports as active.
		[ 'site-type-question', { ...NONE, active: { 'site-type-question': true } }, true ],
		[ 'summary', { ...NONE, active: { summary: true } }, true ],
		[ 'product-suggestions', {}, true ],
		[ 'product-suggestions', { freeWithoutPaid: false }, false ],
		[ 'product-suggestions', { hasSuggestions: false }, false ],
		[ 'woocommerce', {}, true ],
		[ 'woocommerce', { siteTypeStore: false }, false ],
		[ 'woocommerce', { active: { woocommerce: true } }, false ],
		[ 'monitor', {}, true ],
		[ 'monitor', { ownerConnected: false }, false ],
		[ 'monitor', { active: { monitor: true } }, false ],
		[ 'publicize', {}, true ],
		[ 'publicize', { conditional: [] }, false ],
		[ 'publicize', { active: { publicize: true } }, false ],
		[ 'videopress', { conditional: [] }, false ],
		[ 'videopress', { active: { videopress: true } }, false ],
		[ 'boost', { conditional: [] }, false ],
		[ 'boost', { active: { boost: true } }, false ],
		[ 'protect', {}, true ],
		[ 'protect', { conditional: [] }, false ],
		[ 'protect', { active: { protect: true } }, false ],
		[ 'anti-spam', {}, true ],
		[ 'anti-spam', { conditional: [] }, false ],
		[ 'backup-plan', { conditional: [] }, false ],
		[ 'related-posts', {}, true ],
		[ 'related-posts', { active: { 'related-posts': true } }, false ],
		[ 'creative-mail', { active: { 'creative-mail': true } }, false ],
		[ 'site-accelerator', { active: { 'site-accelerator': true } }, false ],
	] )( '%s with %o: %s', ( step, change, applies ) => {
		expect( isStepApplicable( step, { ...ALL, ...change } ) ).toBe( applies );
	} );
} );

describe( 'currentStep and resumeRoute', () => {
	it( 'moves the two completed markers on first', () => {
		expect( currentStep( 'setup-wizard-completed', [], ALL ) ).toBe( 'summary' );
		expect( currentStep( 'banner-completed', [], ALL ) ).toBe( 'woocommerce' );
		expect( currentStep( 'banner-completed', [], NONE ) ).toBe( 'summary' );
	} );

	it( 'starts an empty step at the first new recommendation, or at the beginning', () => {
		expect( currentStep( '', [ 'monitor', 'boost' ], ALL ) ).toBe( 'monitor' );
		expect( currentStep( '', [], ALL ) ).toBe( 'not-started' );
	} );

	it( 'keeps any other saved step, and throws for an unknown one', () => {
		expect( currentStep( 'creative-mail', [], NONE ) ).toBe( 'creative-mail' );
		expect( () => currentStep( 'nope', [], ALL ) ).toThrow();
		expect( () => currentStep( '', [ 'nope' ], ALL ) ).toThrow();
	} );

	it.each( [
		[ 'not-started', 'site-type' ],
		[ 'site-type-question', 'site-type' ],
		[ 'monitor', 'monitor' ],
		[ 'summary', 'summary' ],
		[ 'banner-completed', 'woocommerce' ],
		[ '', 'site-type' ],
	] )( '/recommendations with step %s opens %s', ( saved, route ) => {
		expect( resumeRoute( saved, [], ALL ) ).toBe( route );
	} );

	it( 'reads a sub-route back as its step, and throws for an unknown one', () => {
		expect( routeToStep( 'site-type' ) ).toBe( 'site-type-question' );
		expect( routeToStep( 'boost' ) ).toBe( 'boost' );
		expect( () => routeToStep( 'site-type-question' ) ).toThrow();
		expect( () => routeToStep( 'banner-completed' ) ).toThrow();
		expect( () => routeToStep( 'nope' ) ).toThrow();
	} );
} );

describe( 'isFreeWithoutPaid', () => {
	it.each< [ string | null, string[], boolean ] >( [
		[ 'jetpack_free', [], true ],
		[ null, [], true ],
		[ 'jetpack_free', [ 'jetpack_free' ], true ],
		[ 'jetpack_free', [ 'jetpack_backup_t1_yearly' ], false ],
		[ 'jetpack_security_t1_yearly', [ 'jetpack_security_t1_yearly' ], false ],
		[ 'jetpack_security_t1_yearly', [], false ],
	] )( 'plan %s with %o: %s', ( plan, products, expected ) => {
		expect( isFreeWithoutPaid( plan, products ) ).toBe( expected );
	} );
} );

it( 'gives the sub-route after a step', () => {
	expect( nextRoute( 'not-started', ALL ) ).toBe( 'site-type' );
	expect( nextRoute( 'monitor', NONE ) ).toBe( 'summary' );
} );
