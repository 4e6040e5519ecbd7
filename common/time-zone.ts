// Moments shown and entered in the agency's time zone (the settings' `timeZone`, an IANA
// name): a schedule is typed as a wall-clock date and time there, and stored as an instant.
// Intl alone, on the server and in every browser, so both read a moment alike.

/** Whether `name` is a time zone this runtime knows (`Asia/Baku`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`, as a UTC timestamp of the same figures. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The instant as a `datetime-local` value (`2027-01-05T09:30`) in `timeZone`. */
export function toWallTime(instant: string | Date, timeZone: string): string {
  const wall = new Date(wallClockAsUtc(new Date(instant).getTime(), timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The instant (ISO, UTC) at which the clocks of `timeZone` show `wallTime`
 * (`2027-01-05T09:30`), or undefined for a value that is not a date and time. A time that
 * a clock change skips is read with the offset from before the change.
 */
export function fromWallTime(wallTime: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wanted) || new Date(wanted).getUTCDate() !== day) return undefined;
  // The offset at the guess, then at the corrected moment (they differ across a change).
  let instant = wanted - (wallClockAsUtc(wanted, timeZone) - wanted);
  instant = wanted - (wallClockAsUtc(instant, timeZone) - instant);
  return new Date(instant).toISOString();
}
