/**
 * The connect screen's slides: one picture at a time with its description, Previous / Next to move through them,
 * and the position read out ("2 of 3") so a screen reader user knows where they are.
 */
import { useState } from 'react';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

export interface Slide {
	src: string;
	alt: string;
}

export function ImageSlider( { slides }: { slides: Slide[] } ) {
	const [ index, setIndex ] = useState( 0 );
	const slide = slides[ index ];
	if ( ! slide ) {
		return null;
	}
	const move = ( step: number ) => setIndex( ( index + step + slides.length ) % slides.length );
	return (
		<figure className="jp-connect-screen__slider" aria-roledescription={ __( 'carousel', 'jetpack' ) }>
			<img src={ slide.src } alt={ slide.alt } width={ 320 } height={ 260 } />
			<figcaption className="jp-connect-screen__slider-controls">
				<Button variant="tertiary" onClick={ () => move( -1 ) } label={ __( 'Previous picture', 'jetpack' ) } showTooltip={ false }>
					‹
				</Button>
				<span aria-live="polite">
					{ sprintf(
						/* translators: 1: position of the picture shown, 2: number of pictures. */
						__( '%1$d of %2$d', 'jetpack' ),
						index + 1,
						slides.length
					) }
				</span>
				<Button variant="tertiary" onClick={ () => move( 1 ) } label={ __( 'Next picture', 'jetpack' ) } showTooltip={ false }>
					›
				</Button>
			</figcaption>
		</figure>
	);
}
