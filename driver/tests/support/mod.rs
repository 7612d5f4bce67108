//! What the driver's kernel tests share: deterministic test data.

/// xorshift64: a deterministic stream of test data from `seed` (non-zero).
pub fn rng(seed: u64) -> impl FnMut() -> u64 {
    let mut s = seed;
    move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    }
}
