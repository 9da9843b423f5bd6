import { describe, expect, it } from 'vitest';
import { rolesListed, vocabularyRule } from './vocabulary-rule';
import { ruleTester } from './test/rule-tester';

const second = (role: string, names: string) => ({
  message: `A second list of ${role} names (${names}): read the role through the message vocabulary (common/records/vocabulary/message-roles.ts), the one list.`,
});

ruleTester().run('architecture/vocabulary', vocabularyRule, {
  valid: [
    // A list may name one field of several roles (the search filters), or one field alone.
    "const FILTERS = ['query', 'direction', 'status', 'phone_number', 'created_after', 'created_before'];",
    'const field = "created_at";\nconst shapes = ["twilio", "telnyx"];',
    'const draft = { query: "", direction: "", status: "", phoneNumber: "" };',
    'const pattern = /^(\\d+|\\w+)$/;',
  ],
  invalid: [
    { code: 'const TIME_FIELDS = ["created_at", "createdAt", "sent_at"];', errors: [second('time', 'created_at, createdAt, sent_at')] },
    { code: "const TIME_FIELDS = ['created_at', 'createdAt', 'sent_at'];", errors: [second('time', 'created_at, createdAt, sent_at')] },
    { code: 'const TIMES = [`created_at`, `date_sent`] as const;', errors: [second('time', 'created_at, date_sent')] },
    { code: 'const RANK = { created_at: 0, "sent_at": 1, [key]: 2 };', errors: [second('time', 'created_at, sent_at')] },
    {
      code: 'const ORDER = [0, /^(created_at|createdat|created|date_sent|sent_at|timestamp|time|date)$/];',
      errors: [second('time', 'created_at, createdat, created, date_sent, sent_at, timestamp, time, date')],
    },
    { code: 'const TEXT = new RegExp("^(body|text|message)$");', errors: [second('text', 'body, text, message')] },
    { code: 'const TEXT = new RegExp(`^(body|content)$`);', errors: [second('text', 'body, content')] },
    {
      code: 'const STATUS = new Set(["status", "state", "delivery_status"]);',
      errors: [second('status', 'status, state, delivery_status')],
    },
    {
      code: 'const PHONE = [3, /^contact\\.(phone|phone_number|number)$|^contact_(phone|number)$/];',
      errors: [second('contactNumber', 'phone, phone_number, number'), second('contactNumber', 'phone, number')],
    },
    {
      code: "const FIRST = ['direction', 'status', 'from', 'to', 'contact.name', 'contact.phone', 'customer.phoneNumber'];",
      errors: [second('contactNumber', 'direction, status, from, to, contact.name, contact.phone, customer.phoneNumber')],
    },
  ],
});

describe('rolesListed', () => {
  it('finds a role named twice or more, and not one named once', () => {
    expect(rolesListed(['created_at', 'sent_at', 'status'])).toEqual(['time']);
    expect(rolesListed(['direction', 'from'])).toEqual([]);
  });
});
