/**
 * The queued notices this route shows (docs/shell.md#notices): a notice leaves when the user moves to another route
 * unless it isPersistent; a displayOnNextPage notice waits for the next route and is shown there.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { noticesActions } from '../../state/notices/slice';
import type { Notice } from '../../state/notices/slice';
import { usePageMemory } from './page-memory';
import type { PageMemory } from './page-memory';

function isVisible( notice: Notice, memory: PageMemory, path: string ): boolean {
	if ( ! notice.displayOnNextPage ) {
		return true;
	}
	// Not yet recorded means it was queued on this very route.
	const queuedOn = memory.queuedOn.get( notice.noticeId );
	return queuedOn !== undefined && queuedOn !== path;
}

export function usePageNotices(): Notice[] {
	const dispatch = useAppDispatch();
	const items = useAppSelector( ( state ) => state.notices.items );
	const { pathname } = useLocation();
	const memory = usePageMemory();

	useEffect( () => {
		const live = new Set( items.map( ( notice ) => notice.noticeId ) );
		for ( const map of [ memory.shownOn, memory.queuedOn ] ) {
			for ( const id of map.keys() ) {
				if ( ! live.has( id ) ) {
					map.delete( id );
				}
			}
		}
		for ( const notice of items ) {
			const id = notice.noticeId;
			if ( notice.displayOnNextPage && ! memory.queuedOn.has( id ) ) {
				memory.queuedOn.set( id, pathname );
				continue;
			}
			if ( ! isVisible( notice, memory, pathname ) ) {
				continue;
			}
			const shownOn = memory.shownOn.get( id );
			if ( shownOn === undefined ) {
				memory.shownOn.set( id, pathname );
			} else if ( shownOn !== pathname && ! notice.isPersistent ) {
				dispatch( noticesActions.noticeRemoved( id ) );
			}
		}
	}, [ dispatch, items, memory, pathname ] );

	return items.filter( ( notice ) => {
		const shownOn = memory.shownOn.get( notice.noticeId );
		// Leaving with the route it was shown on: not drawn again while its removal is dispatched.
		const stale = shownOn !== undefined && shownOn !== pathname && ! notice.isPersistent;
		return ! stale && isVisible( notice, memory, pathname );
	} );
}
