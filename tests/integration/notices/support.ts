/** Helpers of the notices tests: the notices area and one notice in it. */
import { screen, waitFor, within } from '@testing-library/react';

/** The notices area; the component library repeats notice text into a live region, so queries stay inside it. */
export function noticesArea() {
	return within( screen.getByRole( 'region', { name: 'Notices' } ) );
}

/** One notice by its id (class jp-notice--{id}), or null. */
export function noticeById( id: string ): HTMLElement | null {
	return screen.getByRole( 'region', { name: 'Notices' } ).querySelector< HTMLElement >( `.jp-notice--${ id }` );
}

/** One notice by its id; fails the test when it is not shown. */
export function getNoticeById( id: string ): HTMLElement {
	const notice = noticeById( id );
	if ( ! notice ) {
		throw new Error( `No notice "${ id }" is shown.` );
	}
	return notice;
}

/** One notice by its id, once shown (a notice whose words load with it shows a moment after the rest). */
export function findNoticeById( id: string ): Promise< HTMLElement > {
	return waitFor( () => getNoticeById( id ) );
}
