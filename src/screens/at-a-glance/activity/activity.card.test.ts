/** The activity card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules. */
import { activityCard } from './activity.card';
import { managesModules } from '../card-rule';
import { placing } from '../../../../tests/support/card-rules';

it( 'sits in Security, hidden when the activity log is forced off, and fetches nothing as the dashboard opens', () => {
	expect( placing( activityCard ) ).toEqual( { id: 'activity', title: 'Activity', section: 'security', module: 'activity-log', start: undefined } );
} );

it( 'is seen by those who manage modules', () => {
	expect( activityCard.sees ).toBe( managesModules );
} );
