/** How much of the VideoPress plan's 1TB the site's videos use: a native meter, named, with its figure in words. */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { formatStoragePercent } from './videopress-card';
import { intlLocale } from '../../../lib/locale';
import { useAppSelector } from '../../../state/hooks';

export function StorageMeter( { percent }: { percent: number } ) {
	const id = useId();
	const locale = useAppSelector( ( state ) => intlLocale( state.page.locale ) );
	const used = sprintf(
		/* translators: %s: a share of the storage, e.g. 12.5%. */
		__( '%s of 1TB used', 'jetpack' ),
		formatStoragePercent( percent, locale )
	);
	return (
		<div className="jp-videopress-storage">
			<label htmlFor={ id } className="jp-videopress-storage__label">
				{ __( 'Video storage', 'jetpack' ) }
			</label>
			<meter id={ id } className="jp-videopress-storage__meter" min={ 0 } max={ 100 } value={ percent } aria-valuetext={ used } />
			<p className="jp-videopress-storage__used">{ used }</p>
		</div>
	);
}
