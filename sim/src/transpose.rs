//! The Transpose Engine's data movement (manual L6820–7041): per matrix, Unpack (the
//! first `elements_per_packet` elements of each 32-byte packet), Transpose, Trim (rows
//! from padded packet lanes dropped) and Align (each output row padded to a 32-byte packet
//! with zeros). Input matrix element (row `r`, column `c`) is element `c % epp` of flit
//! `r · packets_per_col + c / epp`; output row `j` is kept column `j`, in column order.
//! 4-bit elements are nibbles, the low nibble first (docs/decisions.md C9B-6).

use crate::error::{SimError, SimResult};
use visa_tcp::transpose::{Transpose, PACKET_BYTES};

fn get(flit: &[u8], bits: u32, e: usize) -> u32 {
    match bits {
        4 => u32::from(flit[e / 2] >> (4 * (e % 2)) & 0xF),
        _ => {
            let w = (bits / 8) as usize;
            let mut v = 0u32;
            for b in 0..w {
                v |= u32::from(flit[e * w + b]) << (8 * b);
            }
            v
        }
    }
}

fn put(flit: &mut [u8], bits: u32, e: usize, v: u32) {
    match bits {
        4 => {
            let sh = 4 * (e % 2);
            flit[e / 2] = (flit[e / 2] & !(0xF << sh)) | (((v & 0xF) as u8) << sh);
        }
        _ => {
            let w = (bits / 8) as usize;
            for b in 0..w {
                flit[e * w + b] = (v >> (8 * b)) as u8;
            }
        }
    }
}

/// Transposes a slice's input flits; returns its output flits.
pub fn execute(cfg: &Transpose, input: &[u8]) -> SimResult<Vec<u8>> {
    cfg.check().map_err(SimError::invalid)?;
    let p = cfg
        .params()
        .ok_or_else(|| SimError::invalid("transpose element width"))?;
    let fb = PACKET_BYTES as usize;
    if input.len() as u64 != cfg.input_flits() * u64::from(PACKET_BYTES) {
        return Err(SimError::invalid(format!(
            "the transpose expects {} input flits, got {}",
            cfg.input_flits(),
            input.len() / fb
        )));
    }
    let epp = p.elements_per_packet as usize;
    let (rows, ppc, valid) = (
        cfg.in_rows as usize,
        cfg.packets_per_col as usize,
        cfg.valid_per_packet as usize,
    );
    let mut out = vec![0u8; (cfg.output_flits() as usize) * fb];
    for it in 0..cfg.iterations as usize {
        let base_in = it * rows * ppc;
        let base_out = it * ppc * valid;
        for k in 0..ppc {
            for e in 0..valid {
                let j = base_out + k * valid + e;
                let dst = &mut out[j * fb..(j + 1) * fb];
                for r in 0..rows {
                    let f = base_in + r * ppc + k;
                    let v = get(&input[f * fb..(f + 1) * fb], cfg.bits, e);
                    put(dst, cfg.bits, r, v);
                }
                debug_assert!(e < epp);
            }
        }
    }
    Ok(out)
}
