import { keyDecision } from '../../../../src/components/key-field/key-field';
import type { KeyDecision, KeyForm } from '../../../../src/components/key-field/key-field';

const LICENSE_BLANK = { problem: 'This is not a valid license key. Please try again.' };
const AKISMET_BLANK = { problem: 'Enter your Akismet API key.' };

describe( 'keyDecision', () => {
	it.each< [ KeyForm, string, KeyDecision ] >( [
		// A blank or all-space key is never sent; each form says so in its own words, My Plan's box says nothing.
		[ 'license', '', LICENSE_BLANK ],
		[ 'license', '  \t ', LICENSE_BLANK ],
		[ 'my-plan-license', '', { problem: null } ],
		[ 'my-plan-license', '   ', { problem: null } ],
		[ 'akismet', '', AKISMET_BLANK ],
		[ 'akismet', ' \n ', AKISMET_BLANK ],
		// Any other key is sent without the spaces around it; the server judges it.
		[ 'license', 'jetpack-backup-t1-demo-2', { send: 'jetpack-backup-t1-demo-2' } ],
		[ 'my-plan-license', ' jetpack-scan-demo ', { send: 'jetpack-scan-demo' } ],
		[ 'akismet', '  abc123def456 ', { send: 'abc123def456' } ],
		[ 'akismet', 'a b', { send: 'a b' } ],
	] )( '%s form, key %j: %j', ( form, key, decision ) => {
		expect( keyDecision( form, key ) ).toEqual( decision );
	} );
} );
