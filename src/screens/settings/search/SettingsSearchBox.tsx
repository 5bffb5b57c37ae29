/**
 * The settings search box (managers only): typing is applied 500 ms later and written to the URL query `term`
 * (and a term in the URL fills the box). Escape or the close icon closes it and clears the term; the arrow down
 * key moves into the results. A usage event records terms of 3 characters or more.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, SearchControl } from '@wordpress/components';
import { useDebounce } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import { closeSmall, search as searchIcon } from '@wordpress/icons';
import { recordEvent } from '../../../api/analytics';
import { isTermLongEnough, SEARCH_DELAY_MS } from '../../../lib/settings-search';

export interface SettingsSearchBoxProps {
	/** The term in the URL. */
	term: string;
	open: boolean;
	onOpenChange: ( open: boolean ) => void;
	/** Writes the term to the URL ('' removes it). */
	onApply: ( term: string ) => void;
	/** Where the arrow down key moves focus: the first control of the results. */
	resultsId: string;
}

export function SettingsSearchBox( { term, open, onOpenChange, onApply, resultsId }: SettingsSearchBoxProps ) {
	const [ value, setValue ] = useState( term );
	const lastApplied = useRef( term );
	const openButton = useRef< HTMLButtonElement >( null );
	const input = useRef< HTMLInputElement >( null );
	const openedByUser = useRef( false );
	const apply = ( next: string ) => {
		lastApplied.current = next.trim();
		onApply( next.trim() );
		if ( isTermLongEnough( next ) ) {
			recordEvent( 'jetpack_wpa_settings_search', { term: next.trim() } );
		}
	};
	// The debounced function must stay the same between renders (a new one would drop the pending call): it calls
	// the latest `apply` through a ref.
	const applyRef = useRef( apply );
	applyRef.current = apply;
	const stableApply = useCallback( ( next: string ) => applyRef.current( next ), [] );
	const debouncedApply = useDebounce( stableApply, SEARCH_DELAY_MS );

	// A term that arrives by the URL (a link, back and forward) fills the box; the box's own writes do not.
	useEffect( () => {
		if ( term !== lastApplied.current ) {
			lastApplied.current = term;
			setValue( term );
		}
	}, [ term ] );

	// Opened by the user: the caret goes into the box (not when the page opens with a term). Closed by the user: focus
	// goes back to the button that opens it once that is on screen again. The term is cleared through the router,
	// whose updates render as a transition (later, and later still while a section's code loads), so the box may
	// still be there for a while after close() returns (docs/settings.md#search).
	const closedByUser = useRef( false );
	useEffect( () => {
		if ( open && openedByUser.current ) {
			openedByUser.current = false;
			input.current?.focus();
		}
		if ( ! open && closedByUser.current ) {
			closedByUser.current = false;
			openButton.current?.focus();
		}
	}, [ open ] );

	const close = () => {
		debouncedApply.cancel();
		setValue( '' );
		apply( '' );
		closedByUser.current = true;
		onOpenChange( false );
	};

	if ( ! open ) {
		return (
			<div className="jp-settings-search">
				<Button ref={ openButton } icon={ searchIcon } variant="secondary" onClick={ () => {
						openedByUser.current = true;
						onOpenChange( true );
					} }>
					{ __( 'Search settings', 'jetpack' ) }
				</Button>
			</div>
		);
	}
	return (
		<div
			className="jp-settings-search is-open"
			onKeyDown={ ( event ) => {
				if ( event.key === 'Escape' ) {
					event.preventDefault();
					close();
				} else if ( event.key === 'ArrowDown' ) {
					const first = document.getElementById( resultsId )?.querySelector< HTMLElement >( 'input, button, select, textarea, a[href]' );
					if ( first ) {
						event.preventDefault();
						first.focus();
					}
				}
			} }
		>
			<SearchControl
				__nextHasNoMarginBottom
				ref={ input }
				label={ __( 'Search for a Jetpack feature.', 'jetpack' ) }
				placeholder={ __( 'Search for a Jetpack feature.', 'jetpack' ) }
				value={ value }
				onChange={ ( next: string ) => {
					setValue( next );
					debouncedApply( next );
				} }
			/>
			<Button icon={ closeSmall } label={ __( 'Close search', 'jetpack' ) } onClick={ close } />
		</div>
	);
}
