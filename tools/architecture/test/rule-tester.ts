import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

// RuleTester declares its cases through the test runner's describe and it: vitest's, as this
// project runs no global ones.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** A RuleTester that parses TypeScript as the project's lint does. */
export const ruleTester = () => new RuleTester({ languageOptions: { parser: tseslint.parser } });
