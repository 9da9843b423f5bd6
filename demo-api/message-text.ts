// Vocabulary of the generated messages. The texts deliberately include what breaks naive code:
// emoji, newlines, commas, double quotes, apostrophes, non-Latin letters, and bodies starting
// with = + - @ (spreadsheet formula triggers in CSV exports).
import type { Random } from './random';

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Amara',
  'Noah',
  'Sofía',
  'Mateo',
  'Zoë',
  'Ethan',
  'Priya',
  'Lucas',
  'Chloé',
  'Kenji',
  'Aisha',
  'Mason',
  'Siobhán',
  'Diego',
  'Hannah',
  'Wei',
  'Fatima',
  'Jack',
  'Emily',
  'José',
  'Ingrid',
  'Omar',
  'Grace',
  'Mohammed',
  'Léa',
  'Daniel',
  'Yuki',
  'Chidi',
  'Ava',
  'Björn',
  'Nadia',
  'Samuel',
  'Mei',
  'Connor',
];

const LAST_NAMES = [
  'Smith',
  'García',
  'Nguyễn',
  "O'Brien",
  'Patel',
  'Müller',
  'Kowalski',
  'Johnson',
  'Okafor',
  'Rossi',
  'Kim',
  'Hernández',
  'Williams',
  'Dubois',
  'Tanaka',
  'Andersson',
  'Brown',
  'Cohen',
  'Silva',
  'Murphy',
  'Ahmed',
  'Jones, Jr.',
  'Van der Berg',
  'Lee',
  'Fischer',
  'Martin',
  'Novak',
  'Campbell',
  'Hassan',
  'Ivanova',
];

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'tomorrow', 'next Tuesday'];
const TIMES = ['8:30 AM', '9:00 AM', '10:15 AM', '11:45 AM', '1:00 PM', '2:30 PM', '3:45 PM', '5:00 PM'];

const OUTBOUND = [
  'Hi {first}, this is {biz}. Reminder: your appointment is on {day} at {time}. Reply C to confirm or R to reschedule.',
  'Hi {first}, your order is ready for pickup 🎉 See you soon!',
  '{biz}: your verification code is {code}. It expires in 10 minutes.',
  'Thanks for visiting {biz}! How did we do? Reply with a number from 1 to 5.',
  'Hi {first}, we received your payment of ${amount}. Thank you!',
  "Heads up: we're closed Monday for the holiday, back Tuesday at 8 AM.",
  'Your note said "please call after 5", so we\'ll call you then, {first}.',
  'Appointment confirmed ✅\nDate: {day}\nTime: {time}\nAddress: 14 Harbor St, Suite 2',
  '-- Automated message from {biz}. Reply STOP to opt out. --',
  '=== This week ===\nSourdough, rye, and cinnamon rolls: 20% off.',
  '+1 spot just opened up for {day} at {time}. Want it?',
  '@{first} your prescription refill is ready at the front desk.',
  'Hi {first}! 👋 Just checking in after your visit. Any questions, reply here.',
  'Your balance of ${amount} is due {day}. Pay online or at the desk, whichever is easier.',
];

const INBOUND = [
  'C',
  'Yes',
  'Confirmed 👍',
  'STOP',
  'Can I move it to {day}?',
  'Running 10 min late, sorry!!',
  'Thanks!! 🙏',
  'ok',
  'What time do you close today?',
  '=) thanks',
  '+1 for {day}',
  '- Sent from my iPhone',
  '@front desk is Dr. Patel in today?',
  'My daughter says "hi", see you at 3, 4 at the latest',
  'Quick question:\nDo you take insurance?\nWhich ones?',
  '5',
  'Hola, ¿tienen citas el sábado?',
  "I'll be there 😊😊",
  'R',
  'Who is this?',
];

const LONG_SENTENCES = [
  'Thank you so much for fitting me in on short notice last week.',
  'The parking lot was full, so I parked on the street behind the building, is that ok?',
  'I wanted to ask about the invoice: it lists two items, but I only remember one.',
  'Also, my insurance changed in January, so the card on file is probably out of date.',
  'Could you send me the new forms, or should I fill them in when I arrive?',
  'My husband said "they never called back", but I think the message went to his phone.',
  'Either way, no rush 😊',
  "If Thursday doesn't work, Friday morning is fine too, anything before 11.",
  'One more thing, the side door was locked when I came by at 4:45.',
  "Thanks again, you've all been wonderful 🙏",
];

export interface BodyContext {
  first: string;
  business: string;
}

export function contactName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

export function messageBody(random: Random, outbound: boolean, context: BodyContext): string {
  if (!outbound && random.chance(0.08)) return longBody(random);
  const template = random.pick(outbound ? OUTBOUND : INBOUND);
  return template.replace(/\{(\w+)\}/g, (_, key: string) => fill(key, random, context));
}

function longBody(random: Random): string {
  const count = 4 + random.int(6);
  const sentences = Array.from({ length: count }, () => random.pick(LONG_SENTENCES));
  return sentences.map((sentence, index) => (index > 0 && random.chance(0.2) ? `\n\n${sentence}` : sentence)).join(' ');
}

function fill(key: string, random: Random, context: BodyContext): string {
  switch (key) {
    case 'first':
      return context.first;
    case 'biz':
      return context.business;
    case 'day':
      return random.pick(DAYS);
    case 'time':
      return random.pick(TIMES);
    case 'code':
      return String(100_000 + random.int(900_000));
    case 'amount':
      return `${20 + random.int(480)}.${String(random.int(100)).padStart(2, '0')}`;
    default:
      throw new Error(`Unknown placeholder {${key}}`);
  }
}
