/** The image-accelerator card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who manage modules. */
import { imageAcceleratorCard } from './image-accelerator.card';
import { managesModules } from '../card-rule';
import { placing } from '../../../../tests/support/card-rules';

it( 'sits in Performance and Growth, hidden when the image CDN is forced off, and fetches nothing as the dashboard opens', () => {
	expect( placing( imageAcceleratorCard ) ).toEqual( { id: 'image-accelerator', title: 'Image Accelerator', section: 'performance', module: 'photon', start: undefined } );
} );

it( 'is seen by those who manage modules', () => {
	expect( imageAcceleratorCard.sees ).toBe( managesModules );
} );
