import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

describe('field', () => {
  it('labels its control and links hint and error text to it', () => {
    render(
      <Field label="Email" hint="We never share it" error="Please enter a valid email address" required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email address');
  });

  it('is not marked invalid without an error', () => {
    render(
      <Field label="Username">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
  });
});
