/** How related posts will look under a post: three sample items, with the heading and thumbnails as switched. */
import { __ } from '@wordpress/i18n';

function samples() {
	return [
		{ title: __( 'Big iPhone/iPad Update Now Available', 'jetpack' ), context: __( 'In "Mobile"', 'jetpack' ), hue: 200 },
		{ title: __( 'The WordPress for Android App Gets a Big Facelift', 'jetpack' ), context: __( 'In "Mobile"', 'jetpack' ), hue: 140 },
		{ title: __( 'Upgrade Focus: VideoPress For Weddings', 'jetpack' ), context: __( 'In "Upgrade"', 'jetpack' ), hue: 30 },
	];
}

export function RelatedPostsPreview( { headline, thumbnails }: { headline: boolean; thumbnails: boolean } ) {
	return (
		<figure className="jp-related-preview" aria-label={ __( 'Preview of related content', 'jetpack' ) }>
			{ headline && <p className="jp-related-preview__headline">{ __( 'Related', 'jetpack' ) }</p> }
			<ul className="jp-related-preview__items">
				{ samples().map( ( item ) => (
					<li key={ item.title } className="jp-related-preview__item">
						{ thumbnails && (
							<span
								className="jp-related-preview__thumb"
								role="img"
								aria-label={ __( 'Thumbnail', 'jetpack' ) }
								style={ { background: `hsl(${ item.hue } 45% 55%)` } }
							/>
						) }
						<span className="jp-related-preview__title">{ item.title }</span>
						<span className="jp-related-preview__context">{ item.context }</span>
					</li>
				) ) }
			</ul>
		</figure>
	);
}
