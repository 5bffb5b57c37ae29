/** One card failing to render shows that card's message and a retry; the cards beside it keep working. */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardBoundary } from '../../../src/components/isolation/CardBoundary';
import { expectConsole } from '../../support/console';

let broken = true;

function FlakyCard() {
	if ( broken ) {
		throw new Error( 'stats data is malformed' );
	}
	return <p>Views today: 12</p>;
}

function Counter() {
	const [ count, setCount ] = useState( 0 );
	return <button onClick={ () => setCount( count + 1 ) }>Clicked { count }</button>;
}

it( 'isolates a render error to its card and renders it again on retry', async () => {
	expectConsole( /stats data is malformed/ );
	expectConsole( /Site Stats failed to render/ );
	broken = true;
	render(
		<>
			<CardBoundary title="Site Stats">
				<FlakyCard />
			</CardBoundary>
			<CardBoundary title="Backup">
				<Counter />
			</CardBoundary>
		</>
	);
	const alert = screen.getByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'Site Stats could not be shown.' );
	expect( alert ).toHaveTextContent( 'Your settings are safe.' );

	// The neighbour still works.
	await userEvent.click( screen.getByRole( 'button', { name: 'Clicked 0' } ) );
	expect( screen.getByRole( 'button', { name: 'Clicked 1' } ) ).toBeInTheDocument();

	broken = false;
	await userEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
	expect( screen.getByText( 'Views today: 12' ) ).toBeInTheDocument();
	expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
} );
