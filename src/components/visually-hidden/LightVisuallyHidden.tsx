/**
 * Text for screen readers only, as the component library's VisuallyHidden renders it (same element, same inline
 * styles, same `as` prop), without the library's styling system: that system (emotion and its context) would load
 * on every page for this one small component. The build swaps the library's component for this one (see
 * webpack.config.js); screens that use the library's styled components still load the system with them.
 */
import { forwardRef } from 'react';
import type { CSSProperties, ElementType, HTMLAttributes } from 'react';

const VISUALLY_HIDDEN: CSSProperties = {
	border: 0,
	clip: 'rect(1px, 1px, 1px, 1px)',
	WebkitClipPath: 'inset( 50% )',
	clipPath: 'inset( 50% )',
	height: '1px',
	margin: '-1px',
	overflow: 'hidden',
	padding: 0,
	position: 'absolute',
	width: '1px',
	wordWrap: 'normal',
	wordBreak: 'normal',
};

type VisuallyHiddenProps = HTMLAttributes< HTMLElement > & { as?: ElementType };

export const VisuallyHidden = forwardRef< HTMLElement, VisuallyHiddenProps >( function VisuallyHidden( { as: Tag = 'div', style, ...props }, ref ) {
	return <Tag ref={ ref } { ...props } data-visually-hidden="" style={ { ...VISUALLY_HIDDEN, ...style } } />;
} );

export default VisuallyHidden;
