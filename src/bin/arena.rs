//! `arena`: plays agents against each other (or alone) headlessly and prints one JSON line.
fn main() {}
