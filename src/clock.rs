//! Wall-clock milliseconds for agents' time budgets, natively and in the browser. The crate's own
//! tests can hold the clock still on their thread and move it themselves (`fake`, test builds only).

/// Milliseconds since some fixed moment (only differences are meaningful).
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Milliseconds since some fixed moment (only differences are meaningful).
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    #[cfg(test)]
    if let Some(ms) = fake::now() {
        return ms;
    }
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// A clock the crate's tests control, one per thread: while [`fake::hold`]'s guard lives,
/// [`now_ms`] on that thread reads only what [`fake::advance`] added, whatever the machine's speed.
#[cfg(all(test, not(target_arch = "wasm32")))]
pub mod fake {
    use std::cell::Cell;

    thread_local! {
        static NOW: Cell<Option<f64>> = const { Cell::new(None) };
    }

    /// The fake time on this thread, when one is held.
    pub(super) fn now() -> Option<f64> {
        NOW.with(Cell::get)
    }

    /// Holds this thread's clock at 0 ms until the guard is dropped.
    #[must_use]
    pub fn hold() -> Held {
        NOW.with(|n| n.set(Some(0.0)));
        Held(())
    }

    /// Moves this thread's held clock on by `ms` (nothing when none is held).
    pub fn advance(ms: f64) {
        NOW.with(|n| n.set(n.get().map(|t| t + ms)));
    }

    /// Puts the real clock back when dropped.
    pub struct Held(());

    impl Drop for Held {
        fn drop(&mut self) {
            NOW.with(|n| n.set(None));
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_held_clock_moves_only_when_advanced() {
        let held = fake::hold();
        assert_eq!(now_ms(), 0.0);
        fake::advance(2.5);
        assert_eq!(now_ms(), 2.5);
        drop(held);
        fake::advance(1.0);
        let (a, b) = (now_ms(), now_ms());
        assert!(b >= a, "{a} {b}");
    }
}
