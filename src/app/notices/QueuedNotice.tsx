/**
 * A notice from the notices slice: it dismisses itself after `duration` ms when that is above 0, but not while it
 * holds the keyboard focus or the pointer, so a keyboard user can reach its "Try again" (docs/shell.md#notices); the
 * full time starts again once both have left. Each line of its text stands on its own line. A notice of a failed
 * action that can be sent again offers "Try again".
 */
import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';
import { __ } from '@wordpress/i18n';
import { useAppDispatch } from '../../state/hooks';
import { noticeRetry } from '../../state/notices/retries';
import { noticesActions } from '../../state/notices/slice';
import type { Notice } from '../../state/notices/slice';
import { AppNotice } from './AppNotice';

export function QueuedNotice( { notice }: { notice: Notice } ) {
	const dispatch = useAppDispatch();
	const { noticeId, duration } = notice;
	const [ focused, setFocused ] = useState( false );
	const [ pointed, setPointed ] = useState( false );
	const held = focused || pointed;

	useEffect( () => {
		if ( duration <= 0 || held ) {
			return;
		}
		const timer = setTimeout( () => dispatch( noticesActions.noticeRemoved( noticeId ) ), duration );
		return () => clearTimeout( timer );
	}, [ dispatch, noticeId, duration, held ] );

	// Focus moving between the notice's own buttons still holds it.
	const onBlur = ( event: FocusEvent< HTMLDivElement > ) => {
		if ( ! event.currentTarget.contains( event.relatedTarget as Node | null ) ) {
			setFocused( false );
		}
	};
	const dismiss = () => dispatch( noticesActions.noticeRemoved( noticeId ) );
	const retry = notice.canRetry ? noticeRetry( noticeId ) : undefined;
	const actions = retry && [ { label: __( 'Try again', 'jetpack' ), onClick: retry, variant: 'secondary' as const } ];
	return (
		<div
			className="jp-queued-notice"
			onFocus={ () => setFocused( true ) }
			onBlur={ onBlur }
			onPointerEnter={ () => setPointed( true ) }
			onPointerLeave={ () => setPointed( false ) }
		>
			<AppNotice id={ noticeId } status={ notice.status } onDismiss={ notice.showDismiss ? dismiss : undefined } actions={ actions }>
				{ /* A notice's text may carry a reason on a line of its own, after a line break. */ }
				{ notice.text.split( '\n' ).map( ( line, index ) => (
					<span key={ index } className="jp-notice__line">
						{ line }
					</span>
				) ) }
			</AppNotice>
		</div>
	);
}
