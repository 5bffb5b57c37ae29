/** One dashboard notice: the component library's Notice, spoken to by the notice shape's statuses. */
import type { ComponentProps, ReactNode } from 'react';
import { Notice } from '@wordpress/components';
import type { NoticeStatus } from '../../state/notices/slice';

const STATUS: Record< NoticeStatus, 'success' | 'error' | 'info' | 'warning' > = {
	'is-success': 'success',
	'is-error': 'error',
	'is-info': 'info',
	'is-warning': 'warning',
};

/** The package does not export its action type; it is the Notice's own prop. */
export type AppNoticeActions = ComponentProps< typeof Notice >[ 'actions' ];

export interface AppNoticeProps {
	/** Names the notice in the DOM (class jp-notice--{id}), for styles and tests. */
	id: string;
	status: NoticeStatus;
	children: ReactNode;
	/** Without it the notice has no dismiss button. */
	onDismiss?: () => void;
	actions?: AppNoticeActions;
}

/** The first element after `from` that Tab reaches. */
function nextTabbable( from: Element ): HTMLElement | undefined {
	return Array.from( document.querySelectorAll< HTMLElement >( 'a[href], button, input, select, textarea, [tabindex]' ) ).find(
		( element ) =>
			! from.contains( element ) &&
			!! ( from.compareDocumentPosition( element ) & Node.DOCUMENT_POSITION_FOLLOWING ) &&
			element.tabIndex >= 0 &&
			! element.matches( ':disabled' ) &&
			element.getClientRects().length > 0
	);
}

export function AppNotice( { id, status, children, onDismiss, actions }: AppNoticeProps ) {
	// The dismiss button leaves with its notice: focus goes on to what Tab would reach next, not to <body>.
	const remove =
		onDismiss &&
		( () => {
			const notice = document.activeElement?.closest( '.components-notice' );
			const next = notice ? nextTabbable( notice ) : undefined;
			onDismiss();
			next?.focus();
		} );
	return (
		<Notice
			className={ `jp-notice jp-notice--${ id }` }
			status={ STATUS[ status ] }
			isDismissible={ !! onDismiss }
			onRemove={ remove }
			actions={ actions }
		>
			{ children }
		</Notice>
	);
}
