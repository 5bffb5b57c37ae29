import { recommendationsUiActions, recommendationsUiSlice } from '../../../src/state/recommendations/slice';

const reduce = recommendationsUiSlice.reducer;
const initial = reduce( undefined, { type: 'init' } );

describe( 'recommendations client state', () => {
	it( 'sets and clears the installing flag only for known features', () => {
		const started = reduce( initial, recommendationsUiActions.installStarted( 'boost' ) );
		expect( started.installing ).toEqual( { boost: true } );
		expect( reduce( started, recommendationsUiActions.installEnded( 'boost' ) ).installing ).toEqual( { boost: false } );
		expect( reduce( initial, recommendationsUiActions.installStarted( 'anti-spam' ) ).installing ).toEqual( {} );
		expect( reduce( initial, recommendationsUiActions.installStarted( 'nope' ) ).installing ).toEqual( {} );
	} );

	it( 'moves the progress bar forward only', () => {
		const steps = [ 'site-type-question', 'monitor', 'woocommerce', 'publicize', 'site-accelerator' ] as const;
		const seen = steps.map( ( step ) => step ).reduce< number[] >( ( values, step ) => {
			const before = { ...initial, progress: values.at( -1 ) ?? 0 };
			return [ ...values, reduce( before, recommendationsUiActions.stepReached( step ) ).progress ];
		}, [] );
		expect( seen ).toEqual( [ 17, 50, 50, 50, 99 ] );
	} );
} );
