/** The security-bundle card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules. */
import { securityBundleCard } from './security-bundle.card';
import { managesModules } from '../card-rule';
import { placing } from '../../../../tests/support/card-rules';

it( 'sits in Performance and Growth; no module hides it, and fetches nothing as the dashboard opens', () => {
	expect( placing( securityBundleCard ) ).toEqual( { id: 'security-bundle', title: 'Comprehensive Site Security', section: 'performance', module: undefined, start: undefined } );
} );

it( 'is seen by those who manage modules', () => {
	expect( securityBundleCard.sees ).toBe( managesModules );
} );
