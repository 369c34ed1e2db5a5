//! The score of one chain step under each rule set (rules.md's tables).

use super::board::Pops;

/// Seed rules: bonus by chain number, indexed by the chain number itself (capped at 23).
pub const SEED_RENSA_BONUS: [u32; 24] = [
    0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512, 544,
    576, 608, 640, 672,
];
/// Seed rules: bonus by the (capped) number of puyos popped in the step.
pub const SEED_PIECE_BONUS: [u32; 12] = [0, 0, 0, 0, 2, 3, 4, 5, 6, 7, 10, 10];
/// Seed rules: bonus by the number of colours popped in the step.
pub const SEED_COLOR_BONUS: [u32; 6] = [0, 0, 3, 6, 12, 24];

/// Tsu rules: chain power of chain 1, 2, ... (512 from chain 19 on).
pub const TSU_CHAIN_POWER: [u32; 19] = [
    0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512,
];
/// Tsu rules: colour bonus by number of colours popped (index = colours).
pub const TSU_COLOR_BONUS: [u32; 6] = [0, 0, 3, 6, 12, 24];

/// Tsu rules: bonus of one popping group of `size` puyos.
pub fn tsu_group_bonus(size: u32) -> u32 {
    match size {
        0..=4 => 0,
        5..=10 => size - 3,
        _ => 10,
    }
}

/// Seed rules: `10 * p * max(1, rensa[min(chain,23)] + piece[p] + color[min(c,5)])`, p = min(popped, 11).
///
/// The seed multiplies by the capped count `p`, not by the puyos popped: reproduced on purpose.
pub fn seed_step_score(chain: u32, pops: &Pops) -> u32 {
    let p = pops.count.min(11);
    let c = pops.colour_count().min(5);
    let scale = SEED_RENSA_BONUS[chain.min(23) as usize]
        + SEED_PIECE_BONUS[p as usize]
        + SEED_COLOR_BONUS[c as usize];
    10 * p * scale.max(1)
}

/// Tsu rules: `10 * popped * clamp(chain power + colour bonus + group bonus, 1, 999)`.
pub fn tsu_step_score(chain: u32, pops: &Pops) -> u32 {
    let power = TSU_CHAIN_POWER[(chain.max(1) - 1).min(18) as usize];
    let colour = TSU_COLOR_BONUS[pops.colour_count().min(5) as usize];
    let group: u32 = pops
        .group_sizes()
        .iter()
        .map(|&s| tsu_group_bonus(u32::from(s)))
        .sum();
    10 * pops.count * (power + colour + group).clamp(1, 999)
}
