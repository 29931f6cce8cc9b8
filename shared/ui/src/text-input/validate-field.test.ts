import { FIELD_MAX_LENGTH, isEmail, validateField } from './validate-field';

describe('validateField (spec §5)', () => {
  it('requires a value by default, and whitespace is no value', () => {
    expect(validateField('')).toBe('required');
    expect(validateField('   ')).toBe('required');
    expect(validateField('Nino')).toBeNull();
  });

  it('lets an optional field stay empty but still checks what is typed', () => {
    expect(validateField('', { required: false })).toBeNull();
    expect(validateField('not-an-email', { required: false, type: 'email' })).toBe('incorrect');
  });

  it('calls a value shorter than the minimum "required"; the minimum defaults to 0', () => {
    expect(validateField('12345', { min: 6 })).toBe('required');
    expect(validateField('123456', { min: 6 })).toBeNull();
    expect(validateField('1')).toBeNull();
  });

  it('allows 40 characters and calls 41 "too_long"', () => {
    expect(FIELD_MAX_LENGTH).toBe(40);
    expect(validateField('a'.repeat(40))).toBeNull();
    expect(validateField('a'.repeat(41))).toBe('too_long');
  });

  it('uses a smaller maximum when the field names one', () => {
    expect(validateField('12345', { maxLength: 4 })).toBe('too_long');
    expect(validateField('1234', { maxLength: 4 })).toBeNull();
  });

  it('calls a malformed e-mail "incorrect"', () => {
    for (const bad of ['plain', 'a@b', '@example.com', 'a@@example.com', 'two words@example.com', 'a@example.']) {
      expect(validateField(bad, { type: 'email' })).toBe('incorrect');
    }
    expect(validateField('nino.beridze@example.ge', { type: 'email' })).toBeNull();
  });

  it('calls an e-mail over 40 characters "too_long", even a well-formed one', () => {
    const long = `${'x'.repeat(29)}@example.com`; // 41 characters
    expect(long).toHaveLength(41);
    expect(isEmail(long)).toBe(true);
    expect(validateField(long, { type: 'email' })).toBe('too_long');
    expect(validateField(`${'x'.repeat(35)}@b`, { type: 'email' })).toBe('incorrect');
  });
});
