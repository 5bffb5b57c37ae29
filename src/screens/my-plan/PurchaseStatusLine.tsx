/** "Purchased on …", "Renews on …" or "Expired on …" in the site's date format; nothing for an invalid date. */
import type { Purchase } from '../../api/types';
import { purchaseStatus, purchaseStatusLine } from './my-plan';
import { useAppSelector } from '../../state/hooks';

export function PurchaseStatusLine( { purchase }: { purchase: Purchase } ) {
	const dateFormat = useAppSelector( ( state ) => state.page.siteData.dateFormat );
	const locale = useAppSelector( ( state ) => state.page.locale );
	const status = purchaseStatus( purchase, new Date() );
	if ( ! status ) {
		return null;
	}
	return (
		<p className={ `jp-my-plan__status is-${ status.kind }` }>{ purchaseStatusLine( status, dateFormat, locale ) }</p>
	);
}
