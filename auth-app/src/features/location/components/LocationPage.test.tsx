import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@dakiya/shared/src/test/render';
import { LocationPage } from './LocationPage';

describe('LocationPage', () => {
  it('needs city and area, with the literal message true', async () => {
    renderScreen(<LocationPage />, { path: '/location' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('true')).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/location');
  });

  it('offers the areas of the chosen city and resets the area when the city changes', async () => {
    renderScreen(<LocationPage />, { path: '/location' });
    const city = screen.getByLabelText('City');
    const area = screen.getByLabelText('Area');
    expect(screen.getByRole('option', { name: 'Select your City' })).toBeInTheDocument();
    await userEvent.selectOptions(city, 'Delhi');
    await userEvent.selectOptions(area, 'North Delhi');
    expect(area).toHaveValue('North Delhi');
    await userEvent.selectOptions(city, 'Chennai');
    expect(area).toHaveValue('');
    expect(screen.getByRole('option', { name: 'T Nagar' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'North Delhi' })).toBeNull();
  });

  it('logs the values and goes to /courier/select', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderScreen(<LocationPage />, { path: '/location' });
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Kolkata');
    await userEvent.selectOptions(screen.getByLabelText('Area'), 'Park Street');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('/courier/select')).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('location chosen', {
      city: 'kolkata',
      region: 'Park Street',
    });
  });
});
