/**
 * Stands in for @wordpress/components' Tooltip inside its Button (webpack.config.js swaps the module). The
 * library's floating tooltip brings ariakit and floating-ui, 27 KB gz on every page, only to show the label of an
 * icon-only button (a notice's or a modal's close button); the browser's own tooltip shows that same label.
 */
import { cloneElement, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';

export interface NativeTooltipProps {
	/** The label Button passes when the button has no visible text. */
	text?: string;
	children: ReactNode;
}

function withTitle( { text, children }: NativeTooltipProps ): ReactNode {
	if ( ! text || ! isValidElement< { title?: string } >( children ) ) {
		return children;
	}
	const element = children as ReactElement< { title?: string } >;
	return cloneElement( element, { title: element.props.title ?? text } );
}

/** Button renders <Tooltip> around its element, with no ref. */
export function Tooltip( props: NativeTooltipProps ) {
	return <>{ withTitle( props ) }</>;
}

/** The library's delay, kept for modules that read it. */
export const TOOLTIP_DELAY = 700;

export default Tooltip;
