//! digest-D's Cast Engine golden cases G43–G45 (manual L6756–6819) on the simulator's
//! Cast Engine, with values worked by hand (the legality and packet rules G44/G46 are
//! test/stream/contraction-invalid.mlir's; rounding of inexact values, decision C8B-6, is
//! tested in sim/src/contraction.rs and sim/tests/pipeline.rs).

use visa_sim::contraction::cast_flits;
use visa_tcp::DType;

fn flit_i32(v: [i32; 8]) -> [u8; 32] {
    let mut f = [0u8; 32];
    for (i, x) in v.iter().enumerate() {
        f[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
    }
    f
}

/// G43 (L6792–6802): one flit of i32 [0, 1, −1, 127, −128, 5, 6, 7] → the same i8 values
/// in lanes 0–7, lanes 8–31 padding (zero), over Time m[B = 4] (four flits, Time unchanged).
#[test]
fn g43_i32_to_i8() {
    let v = [0, 1, -1, 127, -128, 5, 6, 7];
    let mut flits: Vec<u8> = (0..4).flat_map(|_| flit_i32(v)).collect();
    cast_flits(&mut flits, DType::I32, DType::I8).unwrap();
    assert_eq!(flits.len(), 4 * 32);
    for f in flits.chunks_exact(32) {
        let lanes: Vec<i8> = f[..8].iter().map(|&b| b as i8).collect();
        assert_eq!(lanes, [0, 1, -1, 127, -128, 5, 6, 7]);
        assert!(f[8..].iter().all(|&b| b == 0));
    }
}

/// G44 (L6810–6818): i32 Packet m[A = 4 # 8] → i8 m[A # 32]: 4 data bytes, the rest
/// padding.
#[test]
fn g44_padded_input() {
    let mut f = flit_i32([9, -9, 100, -100, 0, 0, 0, 0]).to_vec();
    cast_flits(&mut f, DType::I32, DType::I8).unwrap();
    assert_eq!(&f[..4], &[9, (-9i8) as u8, 100, (-100i8) as u8]);
    assert!(f[4..].iter().all(|&b| b == 0));
}

/// G45 (L358, L460, L2169–2184): exact f32 values cast to bf16 whatever the rounding:
/// 1.0 → 0x3F80, 1.5 → 0x3FC0, −2.0 → 0xC000, 0.0 → 0x0000; 8 f32 lanes become 16 bf16
/// lanes of which 8 hold data (m[N # 16]).
#[test]
fn g45_f32_to_bf16_exact() {
    let vals = [1.0f32, 1.5, -2.0, 0.0, 1.0, 1.5, -2.0, 0.0];
    let mut f = [0u8; 32];
    for (i, x) in vals.iter().enumerate() {
        f[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
    }
    let mut v = f.to_vec();
    cast_flits(&mut v, DType::F32, DType::Bf16).unwrap();
    let got: Vec<u16> = v[..16]
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    assert_eq!(
        got,
        [0x3F80, 0x3FC0, 0xC000, 0x0000, 0x3F80, 0x3FC0, 0xC000, 0x0000]
    );
    assert!(v[16..].iter().all(|&b| b == 0));
}
