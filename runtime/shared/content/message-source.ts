/**
 * A precompiled message back as ICU MessageFormat text, for content reviewers who read every
 * message side by side: arguments stay `{name}` and plurals and selects show every branch, as
 * the catalogue's author wrote them.
 */
import type { MessageFormatElement } from 'react-intl';

// The element kinds of @formatjs/icu-messageformat-parser's TYPE enum.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

export function messageSource(elements: readonly MessageFormatElement[]): string {
  let out = '';
  for (const element of elements) {
    switch (element.type) {
      case LITERAL:
        out += element.value;
        break;
      case ARGUMENT:
        out += `{${element.value}}`;
        break;
      case NUMBER:
        out += `{${element.value}, number}`;
        break;
      case POUND:
        out += '#';
        break;
      case SELECT:
      case PLURAL: {
        const kind = element.type === PLURAL ? 'plural' : 'select';
        const options = Object.entries(element.options)
          .map(([key, option]) => `${key} {${messageSource(option.value)}}`)
          .join(' ');
        out += `{${element.value}, ${kind}, ${options}}`;
        break;
      }
      case TAG:
        out += `<${element.value}>${messageSource(element.children)}</${element.value}>`;
        break;
      default:
        out += 'value' in element ? `{${element.value}}` : '';
    }
  }
  return out;
}
