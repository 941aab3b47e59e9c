/**
 * The one labelled field: its label names the input, and `aria-describedby` lists the hint and
 * the error that are there, so a screen reader reads them with the input; `aria-invalid` says it
 * is in error. Read from the server markup (the prerendered page is what a visitor gets first).
 */
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Field,
  TextAreaField,
  type FieldProps,
  type TextAreaFieldProps,
} from '../../../../runtime/shared/ui/field.js';

/** The field's markup, its input's attributes, and the element an id names. */
function render(props: FieldProps) {
  const html = renderToString(h(Field, props));
  const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(input)?.[1];
  const element = (id: string) =>
    new RegExp(`<(\\w+) id="${id}"([^>]*)>([^<]*)</\\1>`).exec(html) ?? undefined;
  return { html, attribute, element };
}

describe('Field', () => {
  it('names its input with its label', () => {
    const { html, attribute } = render({ label: 'E-post', name: 'email', type: 'email' });
    const id = attribute('id');
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}">E-post</label>`);
    expect(attribute('type')).toBe('email');
    expect(attribute('name')).toBe('email');
    expect(attribute('aria-describedby')).toBeUndefined();
    expect(attribute('aria-invalid')).toBeUndefined();
  });

  it('ties its hint to the input while the value is fine', () => {
    const { html, attribute, element } = render({ label: 'Personnummer', hint: 'ÅÅÅÅMMDD-NNNN' });
    const described = attribute('aria-describedby')?.split(' ') ?? [];
    expect(described).toHaveLength(1);
    expect(element(described[0] ?? '')?.[3]).toBe('ÅÅÅÅMMDD-NNNN');
    expect(attribute('aria-invalid')).toBeUndefined();
    expect(html).not.toContain('role="alert"');
  });

  it('in error: lists the hint and then the error, says it is invalid, and alerts', () => {
    const { attribute, element } = render({
      label: 'Personnummer',
      hint: 'ÅÅÅÅMMDD-NNNN',
      error: 'Kontrollera personnumret',
    });
    const [hint, error, ...rest] = attribute('aria-describedby')?.split(' ') ?? [];
    expect(rest).toEqual([]);
    expect(element(hint ?? '')?.[3]).toBe('ÅÅÅÅMMDD-NNNN');
    const errorElement = element(error ?? '');
    expect(errorElement?.[3]).toBe('Kontrollera personnumret');
    expect(errorElement?.[2]).toContain('role="alert"');
    expect(attribute('aria-invalid')).toBe('true');
  });

  it('an error without a hint is the whole description', () => {
    const { attribute, element } = render({ label: 'E-post', error: 'Fel adress' });
    expect(element(attribute('aria-describedby') ?? '')?.[3]).toBe('Fel adress');
    expect(attribute('aria-invalid')).toBe('true');
  });

  it('inline: keeps its empty error line, tied to the input, and never alerts', () => {
    const fine = render({
      label: 'Belopp',
      hint: '5 000–400 000 kr',
      error: '',
      errorMode: 'inline',
    });
    const [, slot] = fine.attribute('aria-describedby')?.split(' ') ?? [];
    expect(fine.element(slot ?? '')?.[3]).toBe('');
    expect(fine.attribute('aria-invalid')).toBeUndefined();

    const wrong = render({
      label: 'Belopp',
      hint: '5 000–400 000 kr',
      error: 'Högst 400 000 kr',
      errorMode: 'inline',
    });
    const [, error] = wrong.attribute('aria-describedby')?.split(' ') ?? [];
    expect(wrong.element(error ?? '')?.[3]).toBe('Högst 400 000 kr');
    expect(wrong.attribute('aria-invalid')).toBe('true');
    expect(wrong.html).not.toContain('role="alert"');
  });

  it("passes the input's own attributes through", () => {
    const { attribute } = render({
      label: 'År',
      type: 'number',
      name: 'years',
      inputMode: 'numeric',
      autoComplete: 'off',
      min: 1,
      max: 15,
      value: '5',
      onChange: () => undefined,
    });
    expect(attribute('type')).toBe('number');
    expect(attribute('name')).toBe('years');
    expect(attribute('inputMode')).toBe('numeric');
    expect(attribute('autoComplete')).toBe('off');
    expect(attribute('min')).toBe('1');
    expect(attribute('max')).toBe('15');
    expect(attribute('value')).toBe('5');
  });
});

describe('TextAreaField', () => {
  const renderArea = (props: TextAreaFieldProps) => {
    const html = renderToString(h(TextAreaField, props));
    const area = /<textarea[^>]*>/.exec(html)?.[0] ?? '';
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(area)?.[1];
    return { html, attribute };
  };

  it('names its textarea with its label and passes its own attributes through', () => {
    const { html, attribute } = renderArea({ label: 'Beskrivning', name: 'description', rows: 4 });
    expect(html).toContain(`<label for="${attribute('id')}">Beskrivning</label>`);
    expect(attribute('name')).toBe('description');
    expect(attribute('rows')).toBe('4');
    expect(attribute('aria-describedby')).toBeUndefined();
  });

  it('in error: the hint and the alerted error describe it, and it is invalid', () => {
    const { html, attribute } = renderArea({
      label: 'Beskrivning',
      hint: 'Högst 2000 tecken',
      error: 'Skriv vad som hände',
    });
    const [hint, error] = attribute('aria-describedby')?.split(' ') ?? [];
    expect(html).toMatch(new RegExp(`id="${hint}"[^>]*>Högst 2000 tecken<`));
    expect(html).toMatch(new RegExp(`id="${error}"[^>]*role="alert"[^>]*>Skriv vad som hände<`));
    expect(attribute('aria-invalid')).toBe('true');
  });
});
