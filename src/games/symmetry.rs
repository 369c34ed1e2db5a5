//! The symmetries of a rectangular board: rotations and reflections that map it onto itself.
//!
//! A symmetry is a permutation `perm` of the cells (row-major, `row * width + col`):
//! `perm[i]` is the cell of the original board that lands on cell `i`. Applying it to a plane
//! (`out[i] = plane[perm[i]]`) and to a per-cell vector of move probabilities the same way gives
//! the position and its probabilities as seen on the turned board.

/// The symmetries of a `width` x `height` board, the identity first: 8 on a square board (4
/// rotations, each with and without a mirror), 4 otherwise (identity, the two mirrors, the half
/// turn).
pub fn board_symmetries(width: usize, height: usize) -> Vec<Vec<usize>> {
    let cells = width * height;
    let square = width == height;
    let count = if square { 8 } else { 4 };
    (0..count)
        .map(|s| {
            (0..cells)
                .map(|i| {
                    let (mut r, mut c) = (i / width, i % width);
                    if square {
                        if s >= 4 {
                            c = width - 1 - c;
                        }
                        for _ in 0..s % 4 {
                            (r, c) = (c, width - 1 - r);
                        }
                    } else {
                        if s & 1 == 1 {
                            c = width - 1 - c;
                        }
                        if s & 2 == 2 {
                            r = height - 1 - r;
                        }
                    }
                    r * width + c
                })
                .collect()
        })
        .collect()
}

/// `values` (`planes` planes of `perm.len()` cells each, plane after plane) seen through the
/// symmetry `perm`.
pub fn permute_planes(values: &[f32], perm: &[usize]) -> Vec<f32> {
    let cells = perm.len().max(1);
    let mut out = vec![0.0; values.len()];
    for (plane_out, plane_in) in out.chunks_mut(cells).zip(values.chunks(cells)) {
        for (i, &from) in perm.iter().enumerate() {
            if let (Some(o), Some(&v)) = (plane_out.get_mut(i), plane_in.get(from)) {
                *o = v;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_boards_have_eight_distinct_permutations_and_rectangles_four() {
        for (w, h, n) in [(3, 3, 8), (6, 6, 8), (8, 8, 8), (5, 3, 4)] {
            let syms = board_symmetries(w, h);
            assert_eq!(syms.len(), n);
            assert_eq!(syms[0], (0..w * h).collect::<Vec<_>>());
            for (a, p) in syms.iter().enumerate() {
                let mut sorted = p.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, (0..w * h).collect::<Vec<_>>(), "{w}x{h} #{a}");
                for q in &syms[a + 1..] {
                    assert_ne!(p, q);
                }
            }
        }
        // A quarter turn of 3x3 brings the bottom-right corner to the top-right.
        let syms = board_symmetries(3, 3);
        assert_eq!((syms[1][2], syms[1][4]), (8, 4));
        // Composing two symmetries stays in the group.
        for p in &syms {
            for q in &syms {
                let composed: Vec<usize> = (0..9).map(|i| p[q[i]]).collect();
                assert!(syms.contains(&composed));
            }
        }
    }

    #[test]
    fn permuting_planes_moves_every_plane_alike() {
        let perm = board_symmetries(3, 3)[1].clone();
        let values: Vec<f32> = (0..18).map(|v| v as f32).collect();
        let out = permute_planes(&values, &perm);
        for i in 0..9 {
            assert_eq!(out[i], values[perm[i]]);
            assert_eq!(out[9 + i], values[9 + perm[i]]);
        }
    }
}
