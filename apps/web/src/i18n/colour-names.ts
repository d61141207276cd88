import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { COLORS } from '@resumey/resume';

// The interface's names of the preset colours (COLORS names them in English, for the API).
const COLOUR_NAMES: Record<string, MessageDescriptor> = {
  'Professional Blue': msg`Professional Blue`,
  Purple: msg`Purple`,
  Emerald: msg`Emerald`,
  Red: msg`Red`,
  Orange: msg`Orange`,
  Cyan: msg`Cyan`,
  Indigo: msg`Indigo`,
  Gray: msg`Gray`,
};

/** A preset colour's name in the interface's language (by its English name); any other name as it is. */
export const colourName = (i18n: I18n, name: string) => {
  const known = COLOUR_NAMES[name];
  return known ? i18n._(known) : name;
};

/** The name of a colour value: the preset's, translated, or the hex value itself. */
export const colourNameOfValue = (i18n: I18n, hex: string) => {
  const preset = COLORS.find((c) => c.value.toLowerCase() === hex.toLowerCase());
  return preset ? colourName(i18n, preset.name) : hex;
};
