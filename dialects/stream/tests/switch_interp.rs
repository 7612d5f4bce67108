//! The interpreter on kernels with a `stream.switch` (manual L3054–3542): the result holds
//! what its types say — for a Broadcast01 the fetched tensor repeated over the fresh axis `X`,
//! for a Transpose the same tensor with two Slice digits swapped — checked against plain loops
//! over the host buffers (not the mapping library).

use visa_ir::{Context, DialectRegistry, OpId};
use visa_stream::interp::{run, HostArray};

const AXES: &str = "A = 256, B = 4, C = 8, X = 4";

/// A kernel fetching `A, B, C` (Slice A, Time B, Packet C, i32), switching it with
/// `topology` to Slice `slice_out` and Time `time_out`, committing and returning it; the
/// host result is laid out as `[slice_out, time_out, C]`.
fn program(topology: &str, slice_out: &str, time_out: &str) -> String {
    let out = format!("{slice_out}, {time_out}, C");
    format!(
        r#"
!hin = !stream.hbm<i32, m[1], m[A, B, C]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A], m[B, C]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A], m[1], m[B, C]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A], m[B], m[C]>
!switch = !stream.tensor<switch, main, i32, m[1], m[1 # 2], m[{slice_out}], m[{time_out}], m[C]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[{slice_out}], m[{time_out}], m[C]>
!dmo = !stream.dm<i32, m[1], m[1 # 2], m[{slice_out}], m[{time_out}, C]>
!hout = !stream.hbm<i32, m[1], m[{out}]>
!host = !stream.host<i32, m[{out}]>
module attributes {{mapping.axes = #mapping.axes<{AXES}>}} {{
  stream.kernel @k(%in: !hin) -> !hout attributes {{chips = 1 : i64}} {{
    %dm = stream.to_dm %in at 0 : !hin -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %s = stream.switch %f {topology} : !fetch -> !switch
    %c = stream.collect %s : !switch -> !collect
    %o = stream.commit %c at 4096 : !collect -> !dmo
    %h = stream.to_hbm %o at 268435456 : !dmo -> !hout
    stream.return %h : !hout
  }}
  stream.host_func @main(%x: !stream.host<i32, m[A, B, C]>) -> !host {{
    %h = stream.to_hbm %x at 0 : !stream.host<i32, m[A, B, C]> -> !hin
    %r = stream.launch @k(%h) : (!hin) -> !hout
    %o = stream.to_host %r : !hout -> !host
    stream.return %o : !host
  }}
}}
"#
    )
}

fn load(text: &str) -> (Context, OpId) {
    let mut reg = DialectRegistry::new();
    visa_stream::register(&mut reg);
    let mut ctx = Context::new(reg);
    let module = visa_ir::parser::parse_source(&mut ctx, text, "switch.mlir")
        .unwrap_or_else(|d| panic!("{}", d.message));
    if let Err(ds) = visa_ir::verifier::verify(&ctx, module) {
        panic!("{:?}", ds.iter().map(|d| &d.message).collect::<Vec<_>>());
    }
    (ctx, module)
}

/// Runs the program on `x[a][b][c] = a · 1000 + b · 10 + c` and returns the host result.
fn interpret(text: &str) -> Vec<Option<i64>> {
    let (mut ctx, module) = load(text);
    let i32t = ctx.integer_type(32);
    let mut x = Vec::new();
    for a in 0..256 {
        for b in 0..4 {
            for c in 0..8 {
                x.push(a * 1000 + b * 10 + c);
            }
        }
    }
    let out = run(&ctx, module, Some("main"), &[HostArray::ints(i32t, x)])
        .unwrap_or_else(|d| panic!("{}", d.message));
    out[0].as_ints()
}

/// GT-SW-03's layout (L3150–3153) with time0 = 2: output position
/// `(a4, x, b2, a21, b1, a1, c)` holds `x[4·a4 + 2·a21 + a1][2·b2 + b1][c]` for every `x`.
#[test]
fn broadcast01_repeats_the_tensor_over_the_fresh_axis() {
    let got = interpret(&program(
        "broadcast01 {slice1 = 2, slice0 = 2, time0 = 2}",
        "A / 4, X",
        "B / 2, A / 2 % 2, B % 2, A % 2",
    ));
    let mut want = Vec::new();
    for a4 in 0..64 {
        for _x in 0..4 {
            for b2 in 0..2 {
                for a21 in 0..2 {
                    for b1 in 0..2 {
                        for a1 in 0..2 {
                            for c in 0..8 {
                                let (a, b) = (4 * a4 + 2 * a21 + a1, 2 * b2 + b1);
                                want.push(Some(a * 1000 + b * 10 + c));
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(got.len(), want.len());
    assert_eq!(got, want);
}

/// GT-SW-07's layout (L3258–3262) with slice1 = 2, slice0 = 2: output slice
/// `(a4, a1, a2)` holds input slice `4·a4 + 2·a2 + a1`.
#[test]
fn transpose_swaps_two_slice_digits() {
    let got = interpret(&program(
        "transpose {slice1 = 2, slice0 = 2}",
        "A / 4, A % 2, A / 2 % 2",
        "B",
    ));
    let mut want = Vec::new();
    for a4 in 0..64 {
        for a1 in 0..2 {
            for a2 in 0..2 {
                for b in 0..4 {
                    for c in 0..8 {
                        let a = 4 * a4 + 2 * a2 + a1;
                        want.push(Some(a * 1000 + b * 10 + c));
                    }
                }
            }
        }
    }
    assert_eq!(got, want);
}

/// Without a topology the interpreter runs the same (the types say where data goes).
#[test]
fn the_topology_does_not_change_the_data() {
    let with = interpret(&program(
        "transpose {slice1 = 2, slice0 = 2}",
        "A / 4, A % 2, A / 2 % 2",
        "B",
    ));
    let without = interpret(&program("", "A / 4, A % 2, A / 2 % 2", "B"));
    assert_eq!(with, without);
}
