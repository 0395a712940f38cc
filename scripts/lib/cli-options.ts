/** A whole number of at least 1 from a command-line option (given as a string), or an error naming it. */
export function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number of 1 or more, not "${value}"`);
  return number;
}

/** A comma-separated list option, or undefined when it was not given. */
export const list = (value: string | undefined) => value?.split(",").filter(Boolean);
