/**
 * Modules (docs/shell.md#modules-page): every module with its name, description, tags and status; search and filters;
 * activate or deactivate one, or several at once in one save. Each switch follows the dashboard's rules
 * (lib/module-toggle.ts) and saves as the settings do, so a refusal leaves a notice with the reason and "Try again",
 * and the selection stays as it was.
 */
import { useMemo, useState } from 'react';
import { Button, CheckboxControl, SelectControl, TextControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { Module } from '../../api/types';
import { QueryView } from '../../components/isolation/QueryView';
import { moduleUnavailableReason } from '../../lib/module-toggle';
import { filterModules, moduleTags, planBulkChange } from './modules-page';
import type { StatusFilter } from './modules-page';
import { useAppSelector } from '../../state/hooks';
import { useGetModulesQuery } from '../../state/modules/api';
import { selectCapabilities } from '../../state/selectors';
import { useSaveSettings } from '../../state/settings/use-save-settings';
import type { SaveMessages } from '../../state/settings/use-save-settings';
import '../../components/tools/tools.css';

function messagesFor( active: boolean, count: number ): SaveMessages {
	return active
		? {
				progress: __( 'Activating modules…', 'jetpack' ),
				/* translators: %d: how many modules were activated. */
				success: sprintf( _n( 'Activated %d module.', 'Activated %d modules.', count, 'jetpack' ), count ),
				/* translators: %s: why, as the server said it. */
				error: ( reason ) => sprintf( __( 'The modules could not be activated: %s', 'jetpack' ), reason ),
		  }
		: {
				progress: __( 'Deactivating modules…', 'jetpack' ),
				/* translators: %d: how many modules were deactivated. */
				success: sprintf( _n( 'Deactivated %d module.', 'Deactivated %d modules.', count, 'jetpack' ), count ),
				/* translators: %s: why, as the server said it. */
				error: ( reason ) => sprintf( __( 'The modules could not be deactivated: %s', 'jetpack' ), reason ),
		  };
}

function ModuleList( { modules }: { modules: Module[] } ) {
	const caps = useAppSelector( selectCapabilities );
	const save = useSaveSettings();
	const [ search, setSearch ] = useState( '' );
	const [ tag, setTag ] = useState( '' );
	const [ status, setStatus ] = useState< StatusFilter >( 'all' );
	const [ selected, setSelected ] = useState< ReadonlySet< string > >( new Set() );
	const [ saving, setSaving ] = useState( false );
	const [ refusedNote, setRefusedNote ] = useState( '' );

	const tags = useMemo( () => moduleTags( modules ), [ modules ] );
	const shown = filterModules( modules, { search, tag, status } );

	const apply = async ( targets: Module[], active: boolean ) => {
		const plan = planBulkChange( targets, active, caps );
		setRefusedNote(
			plan.refused.map( ( { name, reason } ) => sprintf( /* translators: 1: a module's name, 2: why it cannot change. */ __( '%1$s: %2$s', 'jetpack' ), name, reason ) ).join( ' ' )
		);
		if ( plan.change.length === 0 ) {
			return;
		}
		setSaving( true );
		const ok = await save( Object.fromEntries( plan.change.map( ( slug ) => [ slug, active ] ) ), {
			messages: messagesFor( active, plan.change.length ),
		} );
		setSaving( false );
		if ( ok ) {
			setSelected( new Set() );
		}
	};

	const toggleSelected = ( slug: string, on: boolean ) => {
		const next = new Set( selected );
		if ( on ) {
			next.add( slug );
		} else {
			next.delete( slug );
		}
		setSelected( next );
	};
	const selectedModules = modules.filter( ( module ) => selected.has( module.module ) );

	return (
		<>
			<div className="jp-tools-page__actions">
				<TextControl __nextHasNoMarginBottom label={ __( 'Search modules', 'jetpack' ) } value={ search } onChange={ setSearch } />
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Tag', 'jetpack' ) }
					value={ tag }
					options={ [ { label: __( 'All tags', 'jetpack' ), value: '' }, ...tags.map( ( name ) => ( { label: name, value: name } ) ) ] }
					onChange={ setTag }
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Status', 'jetpack' ) }
					value={ status }
					options={ [
						{ label: __( 'All', 'jetpack' ), value: 'all' },
						{ label: __( 'Active', 'jetpack' ), value: 'active' },
						{ label: __( 'Inactive', 'jetpack' ), value: 'inactive' },
					] }
					onChange={ ( value ) => setStatus( value as StatusFilter ) }
				/>
			</div>
			<div className="jp-tools-page__actions">
				<span>
					{ /* translators: %d: how many modules are selected. */ sprintf( _n( '%d selected', '%d selected', selected.size, 'jetpack' ), selected.size ) }
				</span>
				<Button variant="secondary" disabled={ saving || selected.size === 0 } onClick={ () => void apply( selectedModules, true ) }>
					{ __( 'Activate selected', 'jetpack' ) }
				</Button>
				<Button variant="secondary" disabled={ saving || selected.size === 0 } onClick={ () => void apply( selectedModules, false ) }>
					{ __( 'Deactivate selected', 'jetpack' ) }
				</Button>
			</div>
			{ refusedNote && <p role="status">{ refusedNote }</p> }
			<p aria-live="polite">
				{ /* translators: %d: how many modules match the search and filters. */ sprintf( _n( '%d module', '%d modules', shown.length, 'jetpack' ), shown.length ) }
			</p>
			<ul className="jp-modules__list" aria-label={ __( 'Modules', 'jetpack' ) }>
				{ shown.map( ( module ) => {
					const reason = moduleUnavailableReason( module, caps );
					return (
						<li key={ module.module } className="jp-modules__item">
							<CheckboxControl
								__nextHasNoMarginBottom
								label={ module.name }
								checked={ selected.has( module.module ) }
								onChange={ ( on ) => toggleSelected( module.module, on ) }
							/>
							<div>
								<p>{ module.description }</p>
								{ module.module_tags.length > 0 && (
									<p className="jp-modules__tags">
										{ /* translators: %s: the module's tags, separated by commas. */ sprintf( __( 'Tags: %s', 'jetpack' ), module.module_tags.join( ', ' ) ) }
									</p>
								) }
								<p>{ module.activated ? __( 'Active', 'jetpack' ) : __( 'Inactive', 'jetpack' ) }</p>
								{ reason ? (
									<p>{ reason }</p>
								) : (
									<Button
										variant={ module.activated ? 'secondary' : 'primary' }
										disabled={ saving }
										onClick={ () => void apply( [ module ], ! module.activated ) }
										aria-label={
											module.activated
												? /* translators: %s: a module's name. */ sprintf( __( 'Deactivate %s', 'jetpack' ), module.name )
												: /* translators: %s: a module's name. */ sprintf( __( 'Activate %s', 'jetpack' ), module.name )
										}
									>
										{ module.activated ? __( 'Deactivate', 'jetpack' ) : __( 'Activate', 'jetpack' ) }
									</Button>
								) }
							</div>
						</li>
					);
				} ) }
			</ul>
		</>
	);
}

export default function Modules() {
	const query = useGetModulesQuery();
	return (
		<div className="jp-tools-page">
			<h1>{ __( 'Modules', 'jetpack' ) }</h1>
			<QueryView query={ query } failedSummary={ __( 'The modules could not be loaded.', 'jetpack' ) }>
				{ ( map ) => <ModuleList modules={ Object.values( map ) } /> }
			</QueryView>
		</div>
	);
}
