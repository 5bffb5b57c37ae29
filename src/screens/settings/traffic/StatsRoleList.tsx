/**
 * One of the two stats role lists, a checkbox per role of the site, saved as each box changes. Administrators can
 * always view reports: their box in that list is checked and cannot be unchecked.
 */
import { CheckboxControl } from '@wordpress/components';
import { useState } from 'react';
import { isStatsRoleLocked, readStatsRoles, statsRoleChoices, toggleStatsRole } from '../../../lib/stats-roles';
import type { StatsRoleList as ListName } from '../../../lib/stats-roles';
import { useAppSelector } from '../../../state/hooks';
import { useSaveSettings } from '../../../state/settings/use-save-settings';
import { useTrafficPage } from './use-traffic-page';

export function StatsRoleList( { list, legend }: { list: ListName; legend: string } ) {
	const { settings } = useTrafficPage();
	const siteRoles = useAppSelector( ( state ) => state.page.siteRoles ?? {} );
	const save = useSaveSettings();
	const [ pending, setPending ] = useState< string[] | null >( null );
	const current = pending ?? readStatsRoles( list, settings[ list ] );
	const choices = statsRoleChoices( Object.entries( siteRoles ).map( ( [ slug, name ] ) => ( { slug, name } ) ) );
	const change = async ( role: string, checked: boolean ) => {
		if ( pending ) {
			return;
		}
		const next = toggleStatsRole( list, current, role, checked );
		setPending( next );
		await save( { [ list ]: next }, { module: 'stats' } );
		setPending( null );
	};
	return (
		<fieldset className="jp-traffic__group" aria-busy={ pending ? true : undefined }>
			<legend>{ legend }</legend>
			{ choices.map( ( role ) => (
				<CheckboxControl
					key={ role }
					__nextHasNoMarginBottom
					label={ siteRoles[ role ] ?? role }
					checked={ current.includes( role ) }
					disabled={ isStatsRoleLocked( list, role ) }
					onChange={ ( checked: boolean ) => void change( role, checked ) }
				/>
			) ) }
		</fieldset>
	);
}
