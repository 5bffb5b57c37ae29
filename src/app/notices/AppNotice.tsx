/** One dashboard notice: the component library's Notice, spoken to by the notice shape's statuses. */
import type { ComponentProps, ReactNode } from 'react';
import { Notice } from '@wordpress/components';
import { focus } from '@wordpress/dom';
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

export function AppNotice( { id, status, children, onDismiss, actions }: AppNoticeProps ) {
	// The dismiss button leaves with its notice: focus goes on to what Tab would reach next, not to <body>.
	const remove =
		onDismiss &&
		( () => {
			const active = document.activeElement;
			// The dismiss button is the notice's last stop, so what follows it lies outside the notice.
			const next = active?.closest( '.components-notice' ) ? focus.tabbable.findNext( active ) : undefined;
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
