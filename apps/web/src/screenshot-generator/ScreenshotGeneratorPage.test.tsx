import { cleanup, fireEvent, render, screen, within } from '../test-render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ScreenshotGeneratorPage from './ScreenshotGeneratorPage';

afterEach(cleanup);

describe('ScreenshotGeneratorPage', () => {
  it('lists every template as pending with the settings and actions of SPEC.md', async () => {
    render(<ScreenshotGeneratorPage />);
    expect(screen.getByRole('heading', { name: 'Template Screenshot Generator' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(22);
    expect(within(rows[0]!).getByText('t01-classic')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Generation' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Retry Failed (0)' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByLabelText('Format')).toHaveValue('jpeg');
    expect(screen.getByLabelText('Scale')).toHaveValue('2');
    expect(screen.getByLabelText(/Delay between templates/)).toHaveValue('1000');
    expect(screen.getByText(/apps\/web\/public\/templates/)).toBeInTheDocument();
  });

  it('offers delay 0–5000 ms in steps of 100, quality in steps of 0.1, and no quality for PNG', async () => {
    const user = userEvent.setup();
    render(<ScreenshotGeneratorPage />);
    const delay = screen.getByLabelText(/Delay between templates/);
    expect(delay).toHaveAttribute('min', '0');
    expect(delay).toHaveAttribute('max', '5000');
    expect(delay).toHaveAttribute('step', '100');
    fireEvent.change(delay, { target: { value: '2500' } });
    expect(screen.getByText('2500 ms')).toBeInTheDocument();
    const quality = screen.getByLabelText(/Quality/);
    expect(quality).toHaveAttribute('step', '0.1');
    await user.selectOptions(screen.getByLabelText('Format'), 'png');
    expect(quality).toBeDisabled();
  });
});
