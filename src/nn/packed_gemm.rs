//! A packed matrix product for WebAssembly SIMD (the browser's training step).
//!
//! `matrixmultiply`'s wasm kernel keeps a tile of 8 x 8 results in 16 vectors, and with its
//! operands that is more than the 16 vector registers V8 gives it on x86-64, so every step of
//! its inner loop spills. This product follows the same BLIS plan (pack a block of `op(B)` into
//! panels of [`NR`] columns and a block of `op(A)` into panels of [`MR`] rows, then run a
//! micro-kernel over each pair of panels) with a 4 x 8 tile: 8 accumulators, two vectors of
//! `B` and one splat of `A`, which fit. Packing also turns every transposed operand into the
//! same contiguous layout, so the kernel only ever reads forward.
//!
//! The blocking is portable Rust; the micro-kernel has a `simd128` version for wasm32 and a
//! plain one, which the native tests use to check the blocking, packing and edges against a
//! direct product.

/// Rows of the micro-kernel's tile.
pub const MR: usize = 4;
/// Columns of the micro-kernel's tile (two SIMD vectors).
pub const NR: usize = 8;
/// Depth of one packed block (`KC x NR` of `B` stays in the first-level cache).
const KC: usize = 256;
/// Rows of `A` packed at once.
const MC: usize = 64;
/// Columns of `B` packed at once.
const NC: usize = 512;

/// One operand as the product reads it: `rows x cols` of `op(X)`, stored row-major or, when
/// `transposed`, as its transpose.
#[derive(Clone, Copy)]
struct Operand<'a> {
    data: &'a [f32],
    cols: usize,
    rows: usize,
    transposed: bool,
}

impl Operand<'_> {
    /// `op(X)[r][c]`.
    #[inline(always)]
    fn at(&self, r: usize, c: usize) -> f32 {
        if self.transposed {
            self.data[c * self.rows + r]
        } else {
            self.data[r * self.cols + c]
        }
    }
}

/// A micro-kernel: the `MR x NR` tile `sum_p a[p][r] * b[p][j]` of `kc` packed steps, written
/// row by row into `tile`.
pub type Kernel = fn(kc: usize, a: &[f32], b: &[f32], tile: &mut [f32; MR * NR]);

/// `C = alpha * op(A) * op(B) + beta * C`, with the same arguments and layout as
/// [`super::sgemm`] (which has checked the slices' lengths), through micro-kernel `kernel`:
/// [`KERNEL`] in the build, the plain one where tests check the blocking natively.
#[allow(clippy::too_many_arguments)]
pub fn sgemm(
    m: usize,
    k: usize,
    n: usize,
    alpha: f32,
    a: &[f32],
    trans_a: bool,
    b: &[f32],
    trans_b: bool,
    beta: f32,
    c: &mut [f32],
    kernel: Kernel,
) {
    let c = &mut c[..m * n];
    if beta == 0.0 {
        c.fill(0.0);
    } else if beta != 1.0 {
        c.iter_mut().for_each(|v| *v *= beta);
    }
    if m == 0 || n == 0 || k == 0 || alpha == 0.0 {
        return;
    }
    let a = Operand {
        data: a,
        rows: m,
        cols: k,
        transposed: trans_a,
    };
    let b = Operand {
        data: b,
        rows: k,
        cols: n,
        transposed: trans_b,
    };
    let depth = KC.min(k);
    let mut packed_b = vec![0.0f32; depth * NC.min(n.next_multiple_of(NR))];
    let mut packed_a = vec![0.0f32; MC.min(m.next_multiple_of(MR)) * depth];
    let mut tile = [0.0f32; MR * NR];
    for j0 in (0..n).step_by(NC) {
        let nc = NC.min(n - j0);
        for p0 in (0..k).step_by(KC) {
            let kc = KC.min(k - p0);
            pack_b(&b, p0, kc, j0, nc, &mut packed_b);
            for i0 in (0..m).step_by(MC) {
                let mc = MC.min(m - i0);
                pack_a(&a, alpha, i0, mc, p0, kc, &mut packed_a);
                for jr in (0..nc).step_by(NR) {
                    let bp = &packed_b[jr * kc..(jr + NR) * kc];
                    let cols = NR.min(nc - jr);
                    for ir in (0..mc).step_by(MR) {
                        let ap = &packed_a[ir * kc..(ir + MR) * kc];
                        kernel(kc, ap, bp, &mut tile);
                        let rows = MR.min(mc - ir);
                        add_tile(c, (i0 + ir) * n + j0 + jr, n, rows, cols, &tile);
                    }
                }
            }
        }
    }
}

/// Adds the first `rows x cols` of `tile` into `c` from `start` (`n` values a row): a whole tile
/// with two SIMD additions a row where the build has them (the same additions, so the same
/// results, as one by one).
#[inline(always)]
fn add_tile(
    c: &mut [f32],
    start: usize,
    n: usize,
    rows: usize,
    cols: usize,
    tile: &[f32; MR * NR],
) {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    if rows == MR && cols == NR {
        use core::arch::wasm32::*;
        let c = &mut c[start..start + (MR - 1) * n + NR];
        let (c, t) = (c.as_mut_ptr(), tile.as_ptr());
        // SAFETY: the slice above holds every row's NR values (rows `start + r * n`, r < MR);
        // the tile holds MR * NR values; wasm loads and stores need no alignment.
        unsafe {
            for r in 0..MR {
                for half in [0, 4] {
                    let dst = c.add(r * n + half) as *mut v128;
                    let v = v128_load(t.add(r * NR + half) as *const v128);
                    v128_store(dst, f32x4_add(v128_load(dst), v));
                }
            }
        }
        return;
    }
    for r in 0..rows {
        let row = start + r * n;
        for (dst, &v) in c[row..row + cols].iter_mut().zip(&tile[r * NR..]) {
            *dst += v;
        }
    }
}

/// Packs `op(B)[p0..p0+kc][j0..j0+nc]` into panels of [`NR`] columns, each `kc x NR`
/// contiguous (step `p`'s `NR` values together), zero past column `nc`.
fn pack_b(b: &Operand, p0: usize, kc: usize, j0: usize, nc: usize, out: &mut [f32]) {
    for (panel, jr) in (0..nc).step_by(NR).enumerate() {
        let dst = &mut out[panel * NR * kc..(panel + 1) * NR * kc];
        let cols = NR.min(nc - jr);
        if !b.transposed && cols == NR {
            for p in 0..kc {
                let start = (p0 + p) * b.cols + j0 + jr;
                dst[p * NR..(p + 1) * NR].copy_from_slice(&b.data[start..start + NR]);
            }
            continue;
        }
        if b.transposed {
            // Column j of op(B) is row j of the stored matrix: read it forward.
            for j in 0..NR {
                if j < cols {
                    let src = &b.data[(j0 + jr + j) * b.rows + p0..][..kc];
                    for (step, &v) in dst.chunks_exact_mut(NR).zip(src) {
                        step[j] = v;
                    }
                } else {
                    dst.chunks_exact_mut(NR).for_each(|step| step[j] = 0.0);
                }
            }
            continue;
        }
        for p in 0..kc {
            for j in 0..NR {
                dst[p * NR + j] = if j < cols {
                    b.at(p0 + p, j0 + jr + j)
                } else {
                    0.0
                };
            }
        }
    }
}

/// Packs `alpha * op(A)[i0..i0+mc][p0..p0+kc]` into panels of [`MR`] rows, each `kc x MR`
/// contiguous (step `p`'s `MR` values together), zero past row `mc`.
fn pack_a(a: &Operand, alpha: f32, i0: usize, mc: usize, p0: usize, kc: usize, out: &mut [f32]) {
    for (panel, ir) in (0..mc).step_by(MR).enumerate() {
        let dst = &mut out[panel * MR * kc..(panel + 1) * MR * kc];
        let rows = MR.min(mc - ir);
        for r in 0..MR {
            if r >= rows {
                (0..kc).for_each(|p| dst[p * MR + r] = 0.0);
                continue;
            }
            let row = i0 + ir + r;
            if a.transposed {
                for p in 0..kc {
                    dst[p * MR + r] = alpha * a.data[(p0 + p) * a.rows + row];
                }
            } else {
                let src = &a.data[row * a.cols + p0..row * a.cols + p0 + kc];
                for (p, &v) in src.iter().enumerate() {
                    dst[p * MR + r] = alpha * v;
                }
            }
        }
    }
}

/// The plain micro-kernel (any target).
pub fn plain_kernel(kc: usize, a: &[f32], b: &[f32], tile: &mut [f32; MR * NR]) {
    tile.fill(0.0);
    for (ap, bp) in a.chunks_exact(MR).zip(b.chunks_exact(NR)).take(kc) {
        for (r, &av) in ap.iter().enumerate() {
            for (t, &bv) in tile[r * NR..(r + 1) * NR].iter_mut().zip(bp) {
                *t += av * bv;
            }
        }
    }
}

/// The micro-kernel this build uses: WebAssembly SIMD where the build has it, else the plain one.
pub const KERNEL: Kernel = kernel;

/// The WebAssembly SIMD micro-kernel.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn kernel(kc: usize, a: &[f32], b: &[f32], tile: &mut [f32; MR * NR]) {
    use core::arch::wasm32::*;
    assert!(a.len() >= kc * MR && b.len() >= kc * NR);
    let zero = f32x4_splat(0.0);
    let (mut c00, mut c01, mut c10, mut c11) = (zero, zero, zero, zero);
    let (mut c20, mut c21, mut c30, mut c31) = (zero, zero, zero, zero);
    let (a, b) = (a.as_ptr(), b.as_ptr());
    // SAFETY: the assertion above keeps every read (`p < kc`) inside the packed panels; wasm
    // loads need no alignment.
    unsafe {
        // Walked by pointer: the index arithmetic costs V8 more than the loop's own additions.
        let (mut ap, mut bp) = (a, b);
        let end = a.add(kc * MR);
        while ap < end {
            let b0 = v128_load(bp as *const v128);
            let b1 = v128_load(bp.add(4) as *const v128);
            let a0 = v128_load32_splat(ap as *const u32);
            c00 = f32x4_add(c00, f32x4_mul(a0, b0));
            c01 = f32x4_add(c01, f32x4_mul(a0, b1));
            let a1 = v128_load32_splat(ap.add(1) as *const u32);
            c10 = f32x4_add(c10, f32x4_mul(a1, b0));
            c11 = f32x4_add(c11, f32x4_mul(a1, b1));
            let a2 = v128_load32_splat(ap.add(2) as *const u32);
            c20 = f32x4_add(c20, f32x4_mul(a2, b0));
            c21 = f32x4_add(c21, f32x4_mul(a2, b1));
            let a3 = v128_load32_splat(ap.add(3) as *const u32);
            c30 = f32x4_add(c30, f32x4_mul(a3, b0));
            c31 = f32x4_add(c31, f32x4_mul(a3, b1));
            ap = ap.add(MR);
            bp = bp.add(NR);
        }
        let t = tile.as_mut_ptr() as *mut v128;
        for (i, v) in [c00, c01, c10, c11, c20, c21, c30, c31]
            .into_iter()
            .enumerate()
        {
            v128_store(t.add(i), v);
        }
    }
}

/// The micro-kernel this build uses: the plain one without WebAssembly SIMD.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn kernel(kc: usize, a: &[f32], b: &[f32], tile: &mut [f32; MR * NR]) {
    plain_kernel(kc, a, b, tile);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The product entry by entry.
    #[allow(clippy::too_many_arguments)]
    fn direct(
        m: usize,
        k: usize,
        n: usize,
        alpha: f32,
        a: &[f32],
        ta: bool,
        b: &[f32],
        tb: bool,
        beta: f32,
        c: &[f32],
    ) -> Vec<f32> {
        let (oa, ob) = (
            Operand {
                data: a,
                rows: m,
                cols: k,
                transposed: ta,
            },
            Operand {
                data: b,
                rows: k,
                cols: n,
                transposed: tb,
            },
        );
        (0..m * n)
            .map(|ij| {
                let (i, j) = (ij / n, ij % n);
                let dot: f64 = (0..k)
                    .map(|p| f64::from(oa.at(i, p)) * f64::from(ob.at(p, j)))
                    .sum();
                (f64::from(alpha) * dot + f64::from(beta) * f64::from(c[ij])) as f32
            })
            .collect()
    }

    #[test]
    fn packed_product_matches_the_direct_one_for_every_shape_and_transpose() {
        let mut rng = Rng::new(7);
        let mut random = |len: usize| -> Vec<f32> {
            (0..len)
                .map(|_| rng.next_f64() as f32 * 2.0 - 1.0)
                .collect()
        };
        // Edges of every block size: below, at and past MR, NR, KC, MC and NC.
        let shapes = [
            (1, 1, 1),
            (3, 5, 7),
            (4, 8, 8),
            (5, 9, 9),
            (13, 300, 17),
            (64, 257, 40),
            (70, 31, 520),
            (33, 600, 9),
        ];
        for &(m, k, n) in &shapes {
            for (ta, tb) in [(false, false), (true, false), (false, true), (true, true)] {
                for (alpha, beta) in [(1.0, 0.0), (0.5, 1.0), (-1.5, 0.25)] {
                    let a = random(m * k);
                    let b = random(k * n);
                    let c0 = random(m * n);
                    let expected = direct(m, k, n, alpha, &a, ta, &b, tb, beta, &c0);
                    let mut c = c0.clone();
                    sgemm(m, k, n, alpha, &a, ta, &b, tb, beta, &mut c, plain_kernel);
                    let worst = c
                        .iter()
                        .zip(&expected)
                        .map(|(x, y)| (x - y).abs())
                        .fold(0.0f32, f32::max);
                    assert!(
                        worst < 1e-3 * (k as f32).sqrt(),
                        "{m}x{k}x{n} ta={ta} tb={tb} alpha={alpha} beta={beta}: off by {worst}"
                    );
                }
            }
        }
    }

    #[test]
    fn beta_zero_ignores_what_c_held() {
        let a = [1.0, 2.0];
        let b = [3.0, 4.0];
        let mut c = [f32::NAN];
        sgemm(
            1,
            2,
            1,
            1.0,
            &a,
            false,
            &b,
            false,
            0.0,
            &mut c,
            plain_kernel,
        );
        assert_eq!(c, [11.0]);
    }
}
