//! The sequencer configuration limits of the manual (L1628–1640), shared by the
//! `engine` and `hw` verifiers.

use visa_ir::{Context, Diagnostic, OpId};

/// At most 8 loop entries per sequencer (L1630).
pub const MAX_ENTRIES: usize = 8;
/// At most 65,536 iterations per entry (L1632).
pub const MAX_SIZE: i64 = 65_536;
/// The packet sizes a sequencer access may have, in bytes (L1633).
pub const PACKET_BYTES: [u64; 6] = [1, 2, 4, 8, 16, 32];

/// Checks the sizes of a sequencer's entries held in attribute `name`.
pub fn check_entries(ctx: &Context, op: OpId, name: &str, sizes: &[i64]) -> Result<(), Diagnostic> {
    if sizes.len() > MAX_ENTRIES {
        return Err(ctx.op_error(
            op,
            format!(
                "'{name}' has {} entries; a sequencer has at most {MAX_ENTRIES} (L1630)",
                sizes.len()
            ),
        ));
    }
    for (i, &s) in sizes.iter().enumerate() {
        if !(1..=MAX_SIZE).contains(&s) {
            return Err(ctx.op_error(
                op,
                format!("'{name}' entry {i} has size {s}; sizes must be in 1..={MAX_SIZE} (L1632)"),
            ));
        }
    }
    Ok(())
}

/// Checks that a packet of `bits` bits is 1, 2, 4, 8, 16 or 32 bytes (L1633).
pub fn check_packet_bytes(
    ctx: &Context,
    op: OpId,
    name: &str,
    bits: u64,
) -> Result<(), Diagnostic> {
    if !bits.is_multiple_of(8) || !PACKET_BYTES.contains(&(bits / 8)) {
        return Err(ctx.op_error(
            op,
            format!(
                "'{name}' makes packets of {} bytes; a packet must be 1, 2, 4, 8, 16 or 32 bytes (L1633)",
                bits as f64 / 8.0
            ),
        ));
    }
    Ok(())
}
