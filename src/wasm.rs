//! The browser door (being written: see the playground issue).
