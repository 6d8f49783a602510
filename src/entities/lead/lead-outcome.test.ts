import { describe, expect, it } from 'vitest';
import { EMAIL_ALREADY_USED } from '@/schemas/leads';
import { classifyLeadError } from './lead-outcome';
import { LEAD_MESSAGES } from './lead-texts';

describe('classifyLeadError', () => {
  it('retries lost connections and gateway errors only', () => {
    expect(classifyLeadError({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({ kind: 'retry' });
    expect(classifyLeadError({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toEqual({ kind: 'retry' });
    expect(classifyLeadError({ status: 503, data: {} })).toEqual({ kind: 'retry' });
    expect(classifyLeadError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toEqual({
      kind: 'retry',
    });
    expect(classifyLeadError({ status: 500, data: { message: 'stack trace' } })).toEqual({
      kind: 'message',
      message: LEAD_MESSAGES.server,
    });
  });

  it('reads «already subscribed» from the message or a field (spec §8)', () => {
    expect(classifyLeadError({ status: 400, data: { status: 400, message: EMAIL_ALREADY_USED } })).toEqual({
      kind: 'already-used',
    });
    expect(classifyLeadError({ status: 400, data: { errors: { email: { error_msg: EMAIL_ALREADY_USED } } } })).toEqual({
      kind: 'already-used',
    });
  });

  it('passes field errors on and shows 429 and other messages as they are', () => {
    const errors = { phone: { error_msg: 'Неверный формат' } };
    expect(classifyLeadError({ status: 400, data: { message: 'Проверьте поля', errors } })).toEqual({
      kind: 'fields',
      errors,
    });
    expect(classifyLeadError({ status: 429, data: { message: 'Слишком много заявок' } })).toEqual({
      kind: 'message',
      message: 'Слишком много заявок',
    });
    expect(classifyLeadError({ status: 429, data: null })).toEqual({ kind: 'message', message: LEAD_MESSAGES.tooMany });
    expect(classifyLeadError({ status: 403, data: {} })).toEqual({ kind: 'session' });
    expect(classifyLeadError({ status: 409, data: { message: 'Ключ уже использован' } })).toEqual({
      kind: 'message',
      message: 'Ключ уже использован',
    });
    expect(classifyLeadError({ message: 'boom' })).toEqual({ kind: 'message', message: LEAD_MESSAGES.server });
  });
});
