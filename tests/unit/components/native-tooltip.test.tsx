import { render, screen } from '@testing-library/react';
import { Tooltip } from '../../../src/components/tooltip/NativeTooltip';

describe( 'NativeTooltip (what Button shows for an icon-only button in the build)', () => {
	it( "gives the button's label to the browser's own tooltip", () => {
		render(
			<Tooltip text="Dismiss this notice">
				<button type="button" aria-label="Dismiss this notice" />
			</Tooltip>
		);
		expect( screen.getByRole( 'button', { name: 'Dismiss this notice' } ) ).toHaveAttribute( 'title', 'Dismiss this notice' );
	} );

	it( 'leaves a button with visible text, or its own title, as it is', () => {
		render(
			<>
				<Tooltip>
					<button type="button">Try again</button>
				</Tooltip>
				<Tooltip text="Close">
					<button type="button" aria-label="Close" title="Close the dialog" />
				</Tooltip>
			</>
		);
		expect( screen.getByRole( 'button', { name: 'Try again' } ) ).not.toHaveAttribute( 'title' );
		expect( screen.getByRole( 'button', { name: 'Close' } ) ).toHaveAttribute( 'title', 'Close the dialog' );
	} );
} );
