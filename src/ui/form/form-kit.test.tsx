import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  consentField,
  FIELD_MESSAGES,
  nameField,
  phoneField,
  visitDateField,
  visitTimeField,
} from '@/schemas/lead-fields';
import { FormConsent } from './form-consent';
import { FormDateField } from './form-date-field';
import { FormErrorSummary } from './form-error-summary';
import { FormPhoneField } from './form-phone-field';
import { FormSubmit } from './form-submit';
import { FormTextArea } from './form-text-area';
import { FormTextField } from './form-text-field';
import { FormTimeSelect } from './form-time-select';
import { caretAfterMask } from './mask-caret';
import { applyServerErrors, serverFieldMessages } from './server-errors';

const schema = z.object({
  name: nameField(),
  phone: phoneField(),
  date: visitDateField(),
  time: visitTimeField(),
  comment: z.string().optional(),
  consent: consentField(),
});

let api: ReturnType<typeof useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>>;

function Harness({ disabled = false }: { disabled?: boolean }) {
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', date: '', time: '', comment: '' },
  });
  api = form;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormTextField control={form.control} name="name" label="Имя" required disabled={disabled} />
      <FormPhoneField control={form.control} name="phone" />
      <FormDateField control={form.control} name="date" label="Дата" />
      <FormTimeSelect control={form.control} name="time" />
      <FormTextArea control={form.control} name="comment" label="Комментарий" />
      <FormConsent control={form.control} name="consent" />
      <FormSubmit incomplete={!form.formState.isValid} sending={false}>
        Отправить
      </FormSubmit>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

describe('form kit', () => {
  afterEach(cleanup);

  it('shows the §5 message under a touched field: alert, icon, aria-invalid, aria-describedby', async () => {
    render(<Harness />);
    const name = input('Имя');
    fireEvent.blur(name);
    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert.textContent).toBe(FIELD_MESSAGES.required);
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(alert.id);
    fireEvent.change(name, { target: { value: 'Ivan Иван' } });
    await waitFor(() =>
      expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
        FIELD_MESSAGES.oneLayout,
      ),
    );
  });

  it('masks the phone, turns a leading 8 into +7 and clears a lone prefix on blur', async () => {
    render(<Harness />);
    const phone = input('Телефон');
    expect([phone.type, phone.inputMode, phone.autocomplete]).toEqual(['tel', 'tel', 'tel']);
    fireEvent.change(phone, { target: { value: '89991234567' } });
    expect(phone.value).toBe('+7 (999) 123-45-67');
    fireEvent.change(phone, { target: { value: '+7' } });
    fireEvent.blur(phone);
    expect(phone.value).toBe('');
    await waitFor(() =>
      expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
        FIELD_MESSAGES.required,
      ),
    );
  });

  it('masks the date as dd/mm/yyyy and explains what is wrong with it', async () => {
    render(<Harness />);
    const date = input('Дата');
    fireEvent.change(date, { target: { value: '32132024' } });
    expect(date.value).toBe('32/13/2024');
    fireEvent.blur(date);
    await waitFor(() =>
      expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(
        FIELD_MESSAGES.dayOver31,
      ),
    );
    fireEvent.change(date, { target: { value: '01/01/2020' } });
    await waitFor(() =>
      expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(
        FIELD_MESSAGES.pastDate,
      ),
    );
  });

  it('offers the half-hour slots of 9:00–21:00 and writes the picked one', () => {
    render(<Harness />);
    const combo = screen.getByRole('combobox', { name: /Время/ });
    fireEvent.click(combo);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('09:00');
    expect(options.at(-1)).toBe('20:30');
    expect(options).not.toContain('21:00');
    fireEvent.click(screen.getByRole('option', { name: '10:30' }));
    expect(api.getValues('time')).toBe('10:30');
  });

  it('has the consent text of the spec with a link to the consent page', () => {
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Я даю свое согласие на обработку персональных данных' });
    const link = screen.getByRole('link', { name: 'обработку персональных данных' });
    expect(link.getAttribute('href')).toBe('/personal-data-processing');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(box);
    expect(api.getValues('consent')).toBe(true);
  });

  it('marks the submit disabled, described by the hint, while the form is invalid; it stays focusable', async () => {
    render(<Harness />);
    const submit = screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    const hint = screen.getByText(/Заполните обязательные поля/);
    expect(submit.getAttribute('aria-describedby')).toBe(hint.id);
    expect(submit.disabled).toBe(false);
  });

  it('pressing the incomplete submit sends nothing, shows every message and focuses the first invalid field', async () => {
    let sent = 0;
    function Probe() {
      const form = useForm({
        resolver: zodResolver(schema.pick({ name: true, phone: true })),
        defaultValues: { name: '', phone: '' },
      });
      return (
        <form noValidate onSubmit={form.handleSubmit(() => void (sent += 1))}>
          <FormTextField control={form.control} name="name" label="Имя" required />
          <FormPhoneField control={form.control} name="phone" />
          <FormSubmit incomplete={!form.formState.isValid} sending={false}>
            Отправить
          </FormSubmit>
        </form>
      );
    }
    render(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(input('Имя').getAttribute('aria-invalid')).toBe('true'));
    expect(input('Телефон').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Имя'));
    expect(sent).toBe(0);
  });

  it('on hold (an upload under way) pressing the submit does not submit', () => {
    let submits = 0;
    render(
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submits += 1;
        }}
      >
        <FormSubmit incomplete={false} hold sending={false} hint="Дождитесь, пока загрузятся файлы">
          Отправить
        </FormSubmit>
      </form>,
    );
    const submit = screen.getByRole('button', { name: 'Отправить' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submit);
    expect(submits).toBe(0);
  });

  it('passes the disabled state to the control', () => {
    render(<Harness disabled />);
    expect(input('Имя').disabled).toBe(true);
  });

  it('puts server errors on known fields (default «Поле некорректно») and returns the rest', async () => {
    render(<Harness />);
    let rest: string[] = [];
    act(() => {
      rest = applyServerErrors(
        api.setError,
        { name: { error_msg: 'Слишком длинное имя' }, phone: {}, lot: { error_msg: 'Лот не найден' } },
        ['name', 'phone'],
      );
    });
    expect(rest).toEqual(['Лот не найден']);
    await waitFor(() =>
      expect(document.getElementById(input('Имя').getAttribute('aria-describedby')!)?.textContent).toBe(
        'Слишком длинное имя',
      ),
    );
    expect(document.getElementById(input('Телефон').getAttribute('aria-describedby')!)?.textContent).toBe(
      FIELD_MESSAGES.serverDefault,
    );
    expect(serverFieldMessages(null)).toEqual({});
  });

  it('shows a form message in a live region only when there is one', () => {
    const { rerender } = render(<FormErrorSummary message={null} />);
    expect(screen.getByRole('alert').textContent).toBe('');
    rerender(<FormErrorSummary message="Не удалось отправить заявку." />);
    expect(screen.getByRole('alert').textContent).toBe('Не удалось отправить заявку.');
  });
});

describe('caretAfterMask', () => {
  it('keeps the caret before the same digits after the mask rewrote the value', () => {
    // «+7 (999) 12|3-45-67» with a digit typed in the middle → caret stays after it.
    expect(caretAfterMask('+7 (999) 1293-45-67', 12, '+7 (999) 129-34-56')).toBe(12);
    expect(caretAfterMask('9', 1, '+7 (9')).toBe(5);
  });
});
