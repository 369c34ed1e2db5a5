// Export forms: declarations, a list with renaming, a default, and a counter that changes later.
export const greeting = "hello";
export let counter = 0;
export function bump() {
  counter += 1;
  return counter;
}
function shout(s) {
  return s.toUpperCase() + "</script>";
}
export { shout as loud };
export default class Joiner {
  join(parts) {
    return parts.join(" ");
  }
}
