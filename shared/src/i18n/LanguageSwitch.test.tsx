import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCAL_KEYS } from '@dakiya/domain';
import { WithI18n } from '../test/i18n';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it('switches to Hindi, remembers it and sets <html lang>', async () => {
    render(<LanguageSwitch />, { wrapper: WithI18n });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');

    await userEvent.selectOptions(select, 'hi');

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi'));
    expect(localStorage.getItem(LOCAL_KEYS.lang)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
