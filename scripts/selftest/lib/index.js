export * from "./text.js";
export { default as Joiner } from "./text.js";
