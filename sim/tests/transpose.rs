//! digest-D's Transpose Engine golden cases (manual L6820–7041, G47–G50, G53, G54): the
//! simulator's data movement against plain loops over the manual's layouts, and its cycle
//! figures.

use visa_sim::transpose::execute;
use visa_tcp::transpose::Transpose;

fn cfg(bits: u32, in_rows: u32, ppc: u32, valid: u32, n: u64) -> Transpose {
    Transpose {
        bits,
        in_rows,
        packets_per_col: ppc,
        valid_per_packet: valid,
        iterations: n,
    }
}

/// G47 (L6921–6944): i8, in Time [C, D], Packet [E # 32] → out Time [C, E], Packet
/// [D # 32]. With in(c, d)[e] = 8d + e: out(c, e) lanes 0–7 = 8d + e over d, lanes 8–31 pad.
#[test]
fn g47_basic_8x8_i8() {
    let t = cfg(8, 8, 1, 8, 8);
    let mut input = vec![0u8; 64 * 32];
    for c in 0..8 {
        for d in 0..8 {
            for e in 0..8 {
                input[(c * 8 + d) * 32 + e] = (8 * d + e) as u8;
            }
            // Lanes 8–31 are padding with arbitrary data: Unpack drops them.
            for x in 8..32 {
                input[(c * 8 + d) * 32 + x] = 0xEE;
            }
        }
    }
    let out = execute(&t, &input).unwrap();
    assert_eq!(out.len(), 64 * 32);
    for c in 0..8 {
        for e in 0..8 {
            let f = &out[(8 * c + e) * 32..(8 * c + e + 1) * 32];
            let want: Vec<u8> = (0..8).map(|d| (8 * d + e) as u8).collect();
            assert_eq!(&f[..8], &want[..]);
            assert!(f[8..].iter().all(|&x| x == 0));
        }
    }
    // out(c, e = 3) lanes 0–7 = 3, 11, …, 59 (the digest's worked row).
    assert_eq!(&out[3 * 32..3 * 32 + 8], &[3, 11, 19, 27, 35, 43, 51, 59]);
    assert_eq!(t.cycles(), 72);
}

/// G48 (L6953–6977): i8, in Time [A = 4], Packet [B = 2 # 32] → out Time [B], Packet
/// [A # 32]; in(a)[b] = 10a + b → out(0) = 0, 10, 20, 30; out(1) = 1, 11, 21, 31.
#[test]
fn g48_small_matrix() {
    let t = cfg(8, 4, 1, 2, 1);
    let mut input = vec![0u8; 4 * 32];
    for a in 0..4 {
        input[a * 32] = (10 * a) as u8;
        input[a * 32 + 1] = (10 * a + 1) as u8;
        input[a * 32 + 2] = 0x77; // lanes 2–7 are padding rows, trimmed
    }
    let out = execute(&t, &input).unwrap();
    assert_eq!(out.len(), 2 * 32);
    assert_eq!(&out[..4], &[0, 10, 20, 30]);
    assert_eq!(&out[32..36], &[1, 11, 21, 31]);
    assert!(out[4..32].iter().all(|&x| x == 0));
    assert_eq!(t.cycles(), 6);
}

/// G49 (L6986–7009): i8, in Time [B = 2, C = 8, D = 4], Packet [E = 8 # 32] → out Time
/// [B, D, E], Packet [C # 32]: out(b, d, e)[c] = in(b, c, d)[e]; single buffering, 128.
#[test]
fn g49_large_column_single_buffer() {
    let t = cfg(8, 8, 4, 8, 2);
    let val = |b: usize, c: usize, d: usize, e: usize| (b * 97 + c * 31 + d * 7 + e) as u8;
    let mut input = vec![0u8; 64 * 32];
    for b in 0..2 {
        for c in 0..8 {
            for d in 0..4 {
                for e in 0..8 {
                    input[((b * 8 + c) * 4 + d) * 32 + e] = val(b, c, d, e);
                }
            }
        }
    }
    let out = execute(&t, &input).unwrap();
    for b in 0..2 {
        for d in 0..4 {
            for e in 0..8 {
                let f = ((b * 4 + d) * 8 + e) * 32;
                for c in 0..8 {
                    assert_eq!(out[f + c], val(b, c, d, e), "b{b} d{d} e{e} c{c}");
                }
            }
        }
    }
    assert_eq!(t.cycles(), 128);
}

/// G50 (L7018–7040): bf16, in Time [C = 8, D = 4], Packet [E # 16] → out Time [C, E],
/// Packet [D # 16]: out(c, e)[d] = in(c, d)[e]; 68 cycles.
#[test]
fn g50_bf16() {
    let t = cfg(16, 4, 1, 8, 8);
    let val = |c: usize, d: usize, e: usize| (0x3F80 + c * 64 + d * 8 + e) as u16;
    let mut input = vec![0u8; 32 * 32];
    for c in 0..8 {
        for d in 0..4 {
            for e in 0..8 {
                let at = (c * 4 + d) * 32 + 2 * e;
                input[at..at + 2].copy_from_slice(&val(c, d, e).to_le_bytes());
            }
        }
    }
    let out = execute(&t, &input).unwrap();
    for c in 0..8 {
        for e in 0..8 {
            for d in 0..4 {
                let at = (c * 8 + e) * 32 + 2 * d;
                assert_eq!(u16::from_le_bytes([out[at], out[at + 1]]), val(c, d, e));
            }
        }
    }
    assert_eq!(t.cycles(), 68);
}

/// G53 (L6849–6856): the conceptual diagram, out[j][i] = in[i][j], here f32 with in_rows
/// 2 (the 32-bit limit), and G54's cycles (2 + 3·8 + 8 = 34 for n = 4).
#[test]
fn g53_g54_f32() {
    let t = cfg(32, 2, 1, 8, 4);
    let mut input = vec![0u8; 8 * 32];
    for it in 0..4 {
        for i in 0..2 {
            for j in 0..8 {
                let v = (1000 * it + 10 * i + j) as f32;
                let at = (it * 2 + i) * 32 + 4 * j;
                input[at..at + 4].copy_from_slice(&v.to_le_bytes());
            }
        }
    }
    let out = execute(&t, &input).unwrap();
    for it in 0..4 {
        for j in 0..8 {
            for i in 0..2 {
                let at = (it * 8 + j) * 32 + 4 * i;
                let v = f32::from_le_bytes(out[at..at + 4].try_into().unwrap());
                assert_eq!(v, (1000 * it + 10 * i + j) as f32);
            }
        }
    }
    assert_eq!(t.cycles(), 34);
}

/// 4-bit elements (16 per packet, in_cols 32 with two packets per column): nibble order.
#[test]
fn four_bit() {
    let t = cfg(4, 16, 2, 16, 1);
    let mut input = vec![0u8; 32 * 32];
    let val = |r: usize, c: usize| ((r * 5 + c * 3) % 16) as u8;
    for r in 0..16 {
        for k in 0..2 {
            for e in 0..16 {
                let at = (r * 2 + k) * 32 + e / 2;
                input[at] |= val(r, k * 16 + e) << (4 * (e % 2));
            }
        }
    }
    let out = execute(&t, &input).unwrap();
    assert_eq!(out.len(), 32 * 32);
    for j in 0..32 {
        for r in 0..16 {
            let b = out[j * 32 + r / 2] >> (4 * (r % 2)) & 0xF;
            assert_eq!(b, val(r, j));
        }
    }
    // A wrong input length is an error, not a panic.
    assert!(execute(&t, &input[..32]).is_err());
}
