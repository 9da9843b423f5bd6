import type { ESLint } from 'eslint';
import { floorsRule } from './floors-rule';
import { vocabularyRule } from './vocabulary-rule';

/** The repository's own lint rules, loaded by eslint.config.js: the floors and the one message vocabulary. */
export const architecture: ESLint.Plugin = {
  meta: { name: 'architecture' },
  rules: { floors: floorsRule, vocabulary: vocabularyRule },
};
