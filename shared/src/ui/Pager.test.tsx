import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './Pager';

const texts = { label: 'History pages', previousLabel: 'Newer', nextLabel: 'Older' };

describe('Pager', () => {
  it('shows nothing for a list of one page', () => {
    render(<Pager {...texts} page={1} pages={1} onPageChange={() => {}} position="Page 1 of 1" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says where the reader is and moves a page either way', () => {
    const onPageChange = jest.fn();
    render(
      <Pager {...texts} page={2} pages={3} onPageChange={onPageChange} position="Page 2 of 3" />,
    );
    const nav = screen.getByRole('navigation', { name: 'History pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('has no newer page on the first page and no older one on the last', () => {
    const { rerender } = render(
      <Pager {...texts} page={1} pages={2} onPageChange={() => {}} position="Page 1 of 2" />,
    );
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Older' })).toBeEnabled();
    rerender(
      <Pager {...texts} page={2} pages={2} onPageChange={() => {}} position="Page 2 of 2" />,
    );
    expect(screen.getByRole('button', { name: 'Newer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});
