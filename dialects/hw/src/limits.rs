//! The sequencer configuration limits of the manual (L1628–1640) as located diagnostics,
//! shared by the `engine` and `hw` verifiers; the limits themselves are the hardware
//! model's ([`visa_tcp::limits`]).

use visa_ir::{Context, Diagnostic, OpId};

/// Checks the sizes of a sequencer's entries held in attribute `name`.
pub fn check_entries(ctx: &Context, op: OpId, name: &str, sizes: &[i64]) -> Result<(), Diagnostic> {
    match visa_tcp::limits::seq_sizes_error(sizes) {
        None => Ok(()),
        Some(e) => Err(ctx.op_error(op, format!("'{name}' {e}"))),
    }
}

/// Checks that a packet of `bits` bits is 1, 2, 4, 8, 16 or 32 bytes (L1633).
pub fn check_packet_bytes(
    ctx: &Context,
    op: OpId,
    name: &str,
    bits: u64,
) -> Result<(), Diagnostic> {
    match visa_tcp::limits::packet_bits_error(bits) {
        None => Ok(()),
        Some(e) => Err(ctx.op_error(op, format!("'{name}' {e}"))),
    }
}
