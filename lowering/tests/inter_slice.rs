//! digest-D's Inter-Slice Block golden cases (manual L6583–6755, G35–G39) on the stream
//! interpreter, against plain-loop references: Dummy, Broadcast and Promotion output
//! mappings, each op, and the InterFirst / IntraFirst orders. Each kernel runs on the
//! interpreter and, lowered, on the simulator (`ve_util::both`): the two agree bit for
//! bit and the simulator's values are checked against the references. The constraints
//! are test/stream/inter-slice-invalid.mlir.

mod ve_util;

use ve_util::{bits, Vals};
use visa_stream::interp::Scalar;

/// The body of the Vector Engine pass.
#[derive(Clone, Copy)]
enum Order {
    /// init → inter → final.
    Inter,
    /// init → inter → branch → add_fxp 100 → final (G38).
    InterThenAdd,
    /// init → branch → add_fxp 100 → inter → final (G39).
    AddThenInter,
}

struct K<'a> {
    dt: &'a str,
    axes: &'a str,
    host_in: &'a str,
    /// The HBM layout of the input (packets of 8 bytes or more for the tensor DMA).
    hbm_in: &'a str,
    host_out: &'a str,
    slice: &'a str,
    time: &'a str,
    packet: &'a str,
    slice_out: &'a str,
    time_out: &'a str,
}

fn inner(m: &str) -> &str {
    &m[2..m.len() - 1]
}

fn elem(time: &str, packet: &str) -> String {
    if time == "m[1]" {
        packet.to_string()
    } else {
        format!("m[{}, {}]", inner(time), inner(packet))
    }
}

fn kernel(k: &K, op: &str, order: Order) -> String {
    let K {
        dt,
        axes,
        host_in,
        hbm_in,
        host_out,
        slice,
        time,
        packet,
        slice_out,
        time_out,
    } = *k;
    let e_in = elem(time, packet);
    let e_out = elem(time_out, packet);
    let t = |pos: &str, s: &str, tm: &str| {
        format!("!stream.tensor<{pos}, main, {dt}, m[1], m[1 # 2], {s}, {tm}, {packet}>")
    };
    let body = match order {
        Order::Inter => format!(
            "    %r = stream.vector_inter_slice_reduce {op} %v0 : !vinit -> !vinter\n    %v3 = stream.vector_final %r : !vinter -> !vfinal\n"
        ),
        Order::InterThenAdd => format!(
            "    %r = stream.vector_inter_slice_reduce {op} %v0 : !vinit -> !vinter\n    %b = stream.vector_intra_slice_branch %r unconditional : !vinter -> !vbo\n    %a = stream.vector_fxp add_fxp %b, 100 : !vbo -> !vbo\n    %v3 = stream.vector_final %a : !vbo -> !vfinal\n"
        ),
        Order::AddThenInter => format!(
            "    %b = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb\n    %a = stream.vector_fxp add_fxp %b, 100 : !vb -> !vb\n    %r = stream.vector_inter_slice_reduce {op} %a : !vb -> !vinter\n    %v3 = stream.vector_final %r : !vinter -> !vfinal\n"
        ),
    };
    format!(
        r#"!host = !stream.host<{dt}, {host_in}>
!hosto = !stream.host<{dt}, {host_out}>
!hbm = !stream.hbm<{dt}, m[1], {hbm_in}>
!hbmo = !stream.hbm<{dt}, m[1], {host_out}>
!dm = !stream.dm<{dt}, m[1], m[1 # 2], {slice}, {e_in}>
!dmo = !stream.dm<{dt}, m[1], m[1 # 2], {slice_out}, {e_out}>
!begin = !stream.tensor<begin, main, {dt}, m[1], m[1 # 2], {slice}, m[1], {e_in}>
!fetch = {fetch}
!collect = {collect}
!vinit = {vinit}
!vb = {vb}
!vinter = {vinter}
!vbo = {vbo}
!vfinal = {vfinal}
module attributes {{mapping.axes = #mapping.axes<{axes}>}} {{
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {{chips = 1 : i64}} {{
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %bg = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %bg : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
{body}    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dmo
    %out = stream.to_hbm %out_dm at 268435456 : !dmo -> !hbmo
    stream.return %out : !hbmo
  }}
  stream.host_func @main(%x: !host) -> !hosto {{
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbmo
    %out = stream.to_host %out_hbm : !hbmo -> !hosto
    stream.return %out : !hosto
  }}
}}
"#,
        fetch = t("fetch", slice, time),
        collect = t("collect", slice, time),
        vinit = t("vector_init", slice, time),
        vb = t("vector_branch", slice, time),
        vinter = t("vector_init", slice_out, time_out),
        vbo = t("vector_branch", slice_out, time_out),
        vfinal = t("vector_final", slice_out, time_out),
    )
}

/// Runs `text` on the interpreter and the simulator, asserts they agree bit for bit, and
/// returns the simulator's values.
fn run(text: &str, input: Vec<Scalar>, float: bool) -> Vec<Scalar> {
    let v = if float {
        Vals::F(
            input
                .iter()
                .map(|s| match s {
                    Scalar::Float(f) => *f as f32,
                    Scalar::Int(i) => *i as f32,
                })
                .collect(),
        )
    } else {
        Vals::I(input.iter().map(|s| s.as_i32()).collect())
    };
    let (interp, sim, _) = ve_util::both(text, &[v]);
    assert_eq!(
        bits(&interp[0]),
        bits(&sim[0]),
        "interpreter and simulator differ"
    );
    match &sim[0] {
        Vals::F(v) => v.iter().map(|&f| Scalar::Float(f64::from(f))).collect(),
        Vals::I(v) => v.iter().map(|&i| Scalar::Int(i64::from(i))).collect(),
        Vals::Bf16(_) => unreachable!("results are f32 or i32"),
    }
}

fn int(s: Scalar) -> i64 {
    match s {
        Scalar::Int(v) => v,
        Scalar::Float(f) => panic!("float {f}"),
    }
}

fn flt(s: Scalar) -> f64 {
    match s {
        Scalar::Float(f) => f,
        Scalar::Int(i) => panic!("int {i}"),
    }
}

const G35: K = K {
    dt: "i32",
    axes: "R = 4, A = 512",
    host_in: "m[A, R]",
    hbm_in: "m[R, A]",
    host_out: "m[A]",
    slice: "m[A / 8, R]",
    time: "m[1]",
    packet: "m[A % 8]",
    slice_out: "m[A / 8, 1 # 4]",
    time_out: "m[1]",
};

/// G35 (L6643–6653): Dummy replacement, i32, every op, against i64 plain loops; the
/// digest's worked lanes: [MAX, 1, 2, 3] add_sat → MAX, add → −2147483643;
/// [10, 20, 30, 40] → 100; [−5, 7, 3, 0] max 7, min −5.
#[test]
fn g35_dummy_i32() {
    let mut x: Vec<i64> = (0..512 * 4)
        .map(|i| (i * 7919 % 2001) as i64 - 1000)
        .collect();
    x[..4].copy_from_slice(&[i32::MAX as i64, 1, 2, 3]);
    x[4..8].copy_from_slice(&[10, 20, 30, 40]);
    x[8..12].copy_from_slice(&[-5, 7, 3, 0]);
    let input: Vec<Scalar> = x.iter().map(|&v| Scalar::Int(v)).collect();
    for op in ["add_sat", "add", "max", "min"] {
        let got: Vec<i64> = run(&kernel(&G35, op, Order::Inter), input.clone(), false)
            .into_iter()
            .map(int)
            .collect();
        for a in 0..512 {
            let r = &x[4 * a..4 * a + 4];
            let want = match op {
                "add_sat" => r.iter().fold(None, |acc: Option<i64>, &v| {
                    Some(acc.map_or(v, |s| (s + v).clamp(i32::MIN as i64, i32::MAX as i64)))
                }),
                "add" => Some((r.iter().sum::<i64>() as i32) as i64),
                "max" => r.iter().copied().max(),
                _ => r.iter().copied().min(),
            }
            .unwrap();
            assert_eq!(got[a], want, "{op} a = {a}");
        }
        match op {
            "add_sat" => assert_eq!(&got[..3], &[2147483647, 100, 5]),
            "add" => assert_eq!(got[0], -2147483643),
            "max" => assert_eq!(got[2], 7),
            _ => assert_eq!(got[2], -5),
        }
    }
}

/// G36 (L6661–6672): Broadcast into a new slice axis X: [1, 2, 3, 4] over R gives 10 (add),
/// 24 (mul), 4 (max), 1 (min) at every X.
#[test]
fn g36_broadcast_f32() {
    let k = K {
        dt: "f32",
        axes: "W = 64, R = 4, X = 4, P = 8",
        host_in: "m[W, R, P]",
        hbm_in: "m[W, R, P]",
        host_out: "m[W, X, P]",
        slice: "m[W, R]",
        time: "m[1]",
        packet: "m[P]",
        slice_out: "m[W, X]",
        time_out: "m[1]",
    };
    let input: Vec<Scalar> = (0..64 * 4 * 8)
        .map(|i| Scalar::Float(((i / 8) % 4 + 1) as f64))
        .collect();
    for (op, want) in [("add", 10.0), ("mul", 24.0), ("max", 4.0), ("min", 1.0)] {
        let got = run(&kernel(&k, op, Order::Inter), input.clone(), true);
        assert_eq!(got.len(), 64 * 4 * 8);
        assert!(got.iter().all(|&v| flt(v) == want), "{op}");
    }
}

/// G37 (L6681–6693): Promotion of T2 from the middle of Time into the freed slice bits:
/// in = 1000r + 100t0 + 10t2 + t1 → out(w, t2, t0, t1) = 6000 + 400t0 + 40t2 + 4t1;
/// (t2 = 3, t0 = 1, t1 = 0) → 6520. W = 64 so that Slice fills the cluster (the
/// manual's W = 32 gives 128 slices, digest-D §5.14).
#[test]
fn g37_promotion_f32() {
    let k = K {
        dt: "f32",
        axes: "W = 64, R = 4, T0 = 2, T2 = 4, T1 = 2, P = 8",
        host_in: "m[W, R, T0, T2, T1, P]",
        hbm_in: "m[W, R, T0, T2, T1, P]",
        host_out: "m[W, T2, T0, T1, P]",
        slice: "m[W, R]",
        time: "m[T0, T2, T1]",
        packet: "m[P]",
        slice_out: "m[W, T2]",
        time_out: "m[T0, T1]",
    };
    let mut input = Vec::new();
    for _w in 0..64 {
        for r in 0..4 {
            for t0 in 0..2 {
                for t2 in 0..4 {
                    for t1 in 0..2 {
                        for _p in 0..8 {
                            input.push(Scalar::Float((1000 * r + 100 * t0 + 10 * t2 + t1) as f64));
                        }
                    }
                }
            }
        }
    }
    let got = run(&kernel(&k, "add", Order::Inter), input, true);
    let mut i = 0;
    for _w in 0..64 {
        for t2 in 0..4 {
            for t0 in 0..2 {
                for t1 in 0..2 {
                    for _p in 0..8 {
                        let want = (6000 + 400 * t0 + 40 * t2 + 4 * t1) as f64;
                        assert_eq!(flt(got[i]), want);
                        i += 1;
                    }
                }
            }
        }
    }
    // (w = 0, t2 = 3, t0 = 1, t1 = 0, p = 0).
    assert_eq!(flt(got[((3 * 2 + 1) * 2) * 8]), 6520.0);
}

/// G38/G39 (L6701–6731): InterFirst then add 100 gives 10 + 100 = 110; add 100 then
/// inter gives 101 + 102 + 103 + 104 = 410.
#[test]
fn g38_g39_orders() {
    let input: Vec<Scalar> = (0..512 * 4).map(|i| Scalar::Int(i % 4 + 1)).collect();
    let a = run(
        &kernel(&G35, "add_sat", Order::InterThenAdd),
        input.clone(),
        false,
    );
    assert!(a.iter().all(|&v| int(v) == 110));
    let b = run(&kernel(&G35, "add_sat", Order::AddThenInter), input, false);
    assert!(b.iter().all(|&v| int(v) == 410));
}
