import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { QueryState } from './query-state';
import { Switch } from './switch';

describe('Button', () => {
  it('stays busy until the returned promise settles and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: /Save/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('does not submit its form while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /Send/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please wait')).toBeInTheDocument();
  });
});

describe('Switch', () => {
  it('is a labelled switch that reports the next state', async () => {
    const onChange = vi.fn();
    render(<Switch checked={false} onCheckedChange={onChange} label="Available" />);
    const control = screen.getByRole('switch', { name: 'Available' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('QueryState', () => {
  const base = {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(async () => undefined),
  };

  it('shows loading, then empty, then data', () => {
    const { rerender } = render(
      <QueryState query={{ ...base, isPending: true }} loading={<p>Skeleton</p>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
    rerender(
      <QueryState
        query={{ ...base, data: [] as string[] }}
        isEmpty={(d) => d.length === 0}
        empty={<p>No artworks found.</p>}
      >
        {(d) => d.join()}
      </QueryState>,
    );
    expect(screen.getByText('No artworks found.')).toBeInTheDocument();
    rerender(
      <QueryState query={{ ...base, data: ['a', 'b'] }}>{(d) => <p>{d.join(',')}</p>}</QueryState>,
    );
    expect(screen.getByText('a,b')).toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const refetch = vi.fn(async () => undefined);
    render(
      <QueryState query={{ ...base, isError: true, error: new Error('Network down'), refetch }}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
