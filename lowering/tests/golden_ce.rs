//! digest-C's Contraction Engine golden cases (§3.3, GT-CE-*) end to end: each case is the
//! manual's worked example written as a small kernel on one slice (bf16 operands, the f32
//! accumulator output committed as it leaves the Contraction Engine), run on the reference
//! interpreter and, lowered by `lower-to-hw`, on the simulator. The two agree bit for bit, the
//! values are the ones worked by hand in the digest from the manual lines cited (plain
//! arithmetic in the test, never the code under test), and the Stream Adapter / TRF
//! Sequencer / Reducer / accumulator configuration the lowering derived is the one the
//! manual's dump (or the digest's derivation from it) gives.
//!
//! The TRF sequencer is written here the manual's way, `Entry0` innermost, `(size, stride in
//! bytes)`; `visa_tcp::SeqConfig` keeps its entries outermost first.
//!
//! Cases elsewhere (see docs/issue8-coverage.md): GT-CE-16's rejections as negative chunks in
//! `test/stream/contraction-invalid.mlir`; GT-CE-17's TRF geometry in `tcp/src/limits.rs`.
//! Not run: GT-CE-1…4 (configuration dumps whose mappings contradict themselves, digest ⚠;
//! convolution windows need `collect_flits = 3`, not modelled) and GT-CE-12 (an inter-slice
//! reduction; the in-slice part is GT-CE-11's shape).

mod ve_util;
use ve_util::*;
use visa_tcp::{AccumulationKind, Command, Contraction};

/// One golden case: the axes, the two operands' layouts (host and DM element order, the
/// fetched Time/Packet), the TRF, the computation mapping and the accumulator's output.
struct Case {
    axes: &'static str,
    x_host: &'static str,
    x_time: &'static str,
    x_packet: &'static str,
    w_host: &'static str,
    w_time: &'static str,
    w_packet: &'static str,
    trf_mode: &'static str,
    row: &'static str,
    trf_element: &'static str,
    time: &'static str,
    packet: &'static str,
    contracted: &'static str,
    kind: &'static str,
    out_time: &'static str,
    out_packet: &'static str,
    out_host: &'static str,
}

impl Case {
    /// The kernel: the weights through the sub context into the TRF, the input through the
    /// main context's Aligner, Reducer and accumulator, committed as f32.
    fn text(&self) -> String {
        let sp = "m[1], m[1 # 2], m[1 # 256]";
        let Case {
            axes,
            x_host,
            x_time,
            x_packet,
            w_host,
            w_time,
            w_packet,
            trf_mode,
            row,
            trf_element,
            time,
            packet,
            contracted,
            kind,
            out_time,
            out_packet,
            out_host,
        } = self;
        format!(
            r#"
!xh = !stream.host<bf16, m[{x_host}]>
!wh = !stream.host<bf16, m[{w_host}]>
!oh = !stream.host<f32, m[{out_host}]>
!x = !stream.hbm<bf16, m[1], m[{x_host}]>
!w = !stream.hbm<bf16, m[1], m[{w_host}]>
!o = !stream.hbm<f32, m[1], m[{out_time}, {out_packet}]>
!xdm = !stream.dm<bf16, {sp}, m[{x_host}]>
!wdm = !stream.dm<bf16, {sp}, m[{w_host}]>
!odm = !stream.dm<f32, {sp}, m[{out_time}, {out_packet}]>
!wbegin = !stream.tensor<begin, sub, bf16, {sp}, m[1], m[{w_host}]>
!wfetch = !stream.tensor<fetch, sub, bf16, {sp}, m[{w_time}], m[{w_packet}]>
!wcollect = !stream.tensor<collect, sub, bf16, {sp}, m[{w_time}], m[{w_packet}]>
!trf = !stream.trf<bf16, {sp}, m[{row}], m[{trf_element}]>
!xbegin = !stream.tensor<begin, main, bf16, {sp}, m[1], m[{x_host}]>
!xfetch = !stream.tensor<fetch, main, bf16, {sp}, m[{x_time}], m[{x_packet}]>
!xcollect = !stream.tensor<collect, main, bf16, {sp}, m[{x_time}], m[{x_packet}]>
!aligned = !stream.tensor<aligned, main, bf16, {sp}, m[{row}], m[{time}], m[{packet}]>
!contracted = !stream.tensor<contraction, main, f32, {sp}, m[{row}], m[{time}], m[{contracted}]>
!acc = !stream.tensor<reduce, main, f32, {sp}, m[{out_time}], m[{out_packet}]>
module attributes {{mapping.axes = #mapping.axes<{axes}>}} {{
  stream.kernel @kernel(%x: !x, %w: !w) -> !o attributes {{chips = 1 : i64}} {{
    %w_dm = stream.to_dm %w at 32768 : !w -> !wdm
    %s0 = stream.begin %w_dm : !wdm -> !wbegin
    %s1 = stream.fetch %s0 : !wbegin -> !wfetch
    %s2 = stream.collect %s1 : !wfetch -> !wcollect
    %trf = stream.to_trf %s2 {trf_mode} : !wcollect -> !trf
    %x_dm = stream.to_dm %x at 0 : !x -> !xdm
    %m0 = stream.begin %x_dm : !xdm -> !xbegin
    %m1 = stream.fetch %m0 : !xbegin -> !xfetch
    %m2 = stream.collect %m1 : !xfetch -> !xcollect
    %m3 = stream.align %m2, %trf : !xcollect, !trf -> !aligned
    %m4 = stream.contract %m3 : !aligned -> !contracted
    %m5 = stream.accumulate %m4 {kind} : !contracted -> !acc
    %o_dm = stream.commit %m5 at 65536 : !acc -> !odm
    %o = stream.to_hbm %o_dm at 268435456 : !odm -> !o
    stream.return %o : !o
  }}
  stream.host_func @main(%x: !xh, %w: !wh) -> !oh {{
    %x_hbm = stream.to_hbm %x at 0 : !xh -> !x
    %w_hbm = stream.to_hbm %w at 1048576 : !wh -> !w
    %o_hbm = stream.launch @kernel(%x_hbm, %w_hbm) : (!x, !w) -> !o
    %o = stream.to_host %o_hbm : !o -> !oh
    stream.return %o : !oh
  }}
}}
"#
        )
    }

    /// Runs the case on `x` and `w` (f64 values exact in bf16, host order) on both
    /// implementations; asserts they agree bit for bit and returns the f32 result.
    fn run(&self, x: &[f64], w: &[f64]) -> Vec<f32> {
        let bits = |v: &[f64]| -> Vec<u16> {
            v.iter()
                .map(|&f| {
                    let b = (f as f32).to_bits();
                    assert_eq!(b & 0xffff, 0, "{f} is not exact in bf16");
                    (b >> 16) as u16
                })
                .collect()
        };
        let (i, s, _) = both(&self.text(), &[Vals::Bf16(bits(x)), Vals::Bf16(bits(w))]);
        assert_eq!(
            ve_util::bits(&i[0]),
            ve_util::bits(&s[0]),
            "interpreter and simulator differ"
        );
        f32s(&s[0]).to_vec()
    }

    /// The main pass's contraction configuration as `lower-to-hw` derived it.
    fn config(&self) -> Contraction {
        let p = lower(&self.text());
        let mut found = p.program.commands.iter().filter_map(|c| match c {
            Command::TensorUnit(t) => t.contraction.as_deref().cloned(),
            _ => None,
        });
        let first = found.next().expect("a contraction pass");
        assert!(found.next().is_none(), "one contraction pass");
        first
    }
}

/// The TRF sequencer the manual's way: `Entry0` innermost, `(size, stride in bytes)`.
fn entries_innermost_first(c: &Contraction) -> Vec<(u32, i64)> {
    c.trf_seq
        .entries
        .iter()
        .rev()
        .map(|e| (e.size, e.stride))
        .collect()
}

/// Row-major index of `idx` in a tensor of `dims`.
fn at(dims: &[usize], idx: &[usize]) -> usize {
    dims.iter().zip(idx).fold(0, |a, (&d, &i)| a * d + i)
}

/// Every index of `dims`, row-major.
fn indices(dims: &[usize]) -> Vec<Vec<usize>> {
    let mut out = vec![vec![]];
    for &d in dims {
        out = out
            .into_iter()
            .flat_map(|p| {
                (0..d).map(move |i| {
                    let mut q = p.clone();
                    q.push(i);
                    q
                })
            })
            .collect();
    }
    out
}

/// A host tensor of `dims` with `f(index)` at each position.
fn tensor(dims: &[usize], f: impl Fn(&[usize]) -> f64) -> Vec<f64> {
    indices(dims).iter().map(|i| f(i)).collect()
}

/// GT-CE-11 Reducer matrix multiplication (L4333–4359), `axes![A = 32, B = 32, C = 8]`:
/// input `m[A, B / 16], m[B % 16]`, TRF `Row m[C], Element m[B]`, `align::<m[A], m[B]>`,
/// `contract::<m[1]>` (depth 5), `accumulate::<m[A], m[C]>(Interleaved)`. x ≡ 1, w[c, b] =
/// c gives out[a, c] = 32·c; x[a, b] = a, w ≡ 1 gives 32·a. Derived configuration: one
/// 64-byte TRF read per step (reg_read_size 64, no broadcast), `Entry0 {32, 0}` (A).
const GT_CE_11: Case = Case {
    axes: "A = 32, B = 32, C = 8",
    x_host: "A, B",
    x_time: "A, B / 16",
    x_packet: "B % 16",
    w_host: "C, B",
    w_time: "C, B / 16",
    w_packet: "B % 16",
    trf_mode: "full",
    row: "C",
    trf_element: "B",
    time: "A",
    packet: "B",
    contracted: "1",
    kind: "interleaved",
    out_time: "A",
    out_packet: "C",
    out_host: "A, C",
};

#[test]
fn gt_ce_11_reducer_matmul() {
    let case = &GT_CE_11;
    let ones = vec![1.0; 32 * 32];
    let w = tensor(&[8, 32], |i| i[0] as f64);
    let y = case.run(&ones, &w);
    for (i, v) in indices(&[32, 8]).iter().zip(&y) {
        assert_eq!(f64::from(*v), 32.0 * i[1] as f64, "out{i:?}");
    }
    let x = tensor(&[32, 32], |i| i[0] as f64);
    let y = case.run(&x, &vec![1.0; 8 * 32]);
    for (i, v) in indices(&[32, 8]).iter().zip(&y) {
        assert_eq!(f64::from(*v), 32.0 * i[0] as f64, "out{i:?}");
    }
    let c = case.config();
    assert_eq!(
        (c.rows, c.collect_flits, c.time_broadcast, c.depth),
        (8, 2, 1, 5)
    );
    assert_eq!(c.trf_seq.packet_size, 64, "reg_read_size");
    assert_eq!(entries_innermost_first(&c), vec![(32, 0)]);
    assert_eq!(c.accumulate.kind, AccumulationKind::Interleaved);
    assert_eq!((c.accumulate.reduce, c.accumulate.columns), (1, 1));
}

/// GT-CE-9 TRF basic weight broadcasting (L4201–4248), `axes![M = 32, N = 8, K = 32]`:
/// weights `m[N, K / 16], m[K % 16]` → `to_trf(Full)` → `Row m[N], Element m[K]`; input
/// `m[M, K / 16], m[K % 16]` → `align::<m[M], m[K]>` → `contract::<m[1]>` →
/// `accumulate::<m[M], m[N]>(Interleaved)`. reg_read_size 64 B (base and strides 64-byte
/// aligned, L4110–4111), `Entry0 {32, 0}`; x ≡ 1, w[n, k] = n → 32·n; x[m, k] = m, w ≡ 1 →
/// 32·m.
#[test]
fn gt_ce_9_trf_weight_broadcast() {
    let case = Case {
        axes: "M = 32, N = 8, K = 32",
        x_host: "M, K",
        x_time: "M, K / 16",
        x_packet: "K % 16",
        w_host: "N, K",
        w_time: "N, K / 16",
        w_packet: "K % 16",
        row: "N",
        trf_element: "K",
        time: "M",
        packet: "K",
        out_time: "M",
        out_packet: "N",
        out_host: "M, N",
        ..GT_CE_11
    };
    let y = case.run(&[1.0; 32 * 32], &tensor(&[8, 32], |i| i[0] as f64));
    for (i, v) in indices(&[32, 8]).iter().zip(&y) {
        assert_eq!(f64::from(*v), 32.0 * i[1] as f64, "out{i:?}");
    }
    let y = case.run(&tensor(&[32, 32], |i| i[0] as f64), &[1.0; 8 * 32]);
    for (i, v) in indices(&[32, 8]).iter().zip(&y) {
        assert_eq!(f64::from(*v), 32.0 * i[0] as f64, "out{i:?}");
    }
    let c = case.config();
    assert_eq!(c.trf_seq.packet_size, 64, "reg_read_size");
    assert_eq!(c.trf_base % 64, 0);
    assert_eq!(entries_innermost_first(&c), vec![(32, 0)]);
}

/// GT-CE-5 Aligner batched matmul (L3816–3873), `axes![M = 32, N = 8, K = 16, L = 2, O =
/// 2]`: weights `Time m[N, O, M], Packet m[K]` → `to_trf(FirstHalf)` → `Row m[N], Element
/// m[O, M, K]` (2 KB per Row); input `Time m[M, O, L], Packet m[K]` → `align::<m[M, O], m[L,
/// K]>` → `contract::<m[L]>()` (depth 4) → `accumulate::<m[M, O, L], m[N]>(Interleaved)`.
/// The manual's configuration: collect_flits 2 (L), reg_read_size 32 B broadcast 2×,
/// `Entry0 {2, 1024}` (O), `Entry1 {32, 32}` (M). Values: x ≡ 1, w[n, o, m, k] = n + o →
/// out[m, o, l, n] = 16·(n + o); x[m, o, l, k] = l + 1, w ≡ 1 → 16·(l + 1).
#[test]
fn gt_ce_5_aligner_batched_matmul() {
    let case = Case {
        axes: "M = 32, N = 8, K = 16, L = 2, O = 2",
        x_host: "M, O, L, K",
        x_time: "M, O, L",
        x_packet: "K",
        w_host: "N, O, M, K",
        w_time: "N, O, M",
        w_packet: "K",
        trf_mode: "first_half",
        row: "N",
        trf_element: "O, M, K",
        time: "M, O",
        packet: "L, K",
        contracted: "L",
        kind: "interleaved",
        out_time: "M, O, L",
        out_packet: "N",
        out_host: "M, O, L, N",
    };
    let out = [32, 2, 2, 8];
    let y = case.run(
        &[1.0; 32 * 2 * 2 * 16],
        &tensor(&[8, 2, 32, 16], |i| (i[0] + i[1]) as f64),
    );
    for i in indices(&out) {
        assert_eq!(
            f64::from(y[at(&out, &i)]),
            16.0 * (i[3] + i[1]) as f64,
            "out{i:?}"
        );
    }
    let y = case.run(
        &tensor(&[32, 2, 2, 16], |i| (i[2] + 1) as f64),
        &[1.0; 8 * 2 * 32 * 16],
    );
    for i in indices(&out) {
        assert_eq!(
            f64::from(y[at(&out, &i)]),
            16.0 * (i[2] + 1) as f64,
            "out{i:?}"
        );
    }
    let c = case.config();
    assert_eq!(
        (c.rows, c.collect_flits, c.time_broadcast, c.depth),
        (8, 2, 1, 4)
    );
    assert_eq!(c.trf_seq.packet_size, 32, "reg_read_size");
    assert_eq!(entries_innermost_first(&c), vec![(2, 1024), (32, 32)]);
    assert_eq!((c.accumulate.reduce, c.accumulate.columns), (1, 2));
}

/// GT-CE-6 Stream Adapter, collect_flits = 2 (L3959–3983): TRF `Row m[N], Element m[O,
/// K]`; input `m[M, O, L], m[K]` → `Row m[N], Time m[M, O], Packet m[L, K]`; then (not in
/// the example, chosen here) `contract::<m[L]>` and an interleaved accumulation. Derived
/// configuration: reg_read_size 32 B repeated twice, `Entry0 {2, 32}` (O), `Entry1 {32, 0}`
/// (M). Values: x ≡ 1, w[n, o, k] = n + o → out[m, o, l, n] = 16·(n + o).
#[test]
fn gt_ce_6_stream_adapter_two_flits() {
    let case = Case {
        axes: "M = 32, N = 8, K = 16, L = 2, O = 2",
        x_host: "M, O, L, K",
        x_time: "M, O, L",
        x_packet: "K",
        w_host: "N, O, K",
        w_time: "N, O",
        w_packet: "K",
        trf_mode: "full",
        row: "N",
        trf_element: "O, K",
        time: "M, O",
        packet: "L, K",
        contracted: "L",
        kind: "interleaved",
        out_time: "M, O, L",
        out_packet: "N",
        out_host: "M, O, L, N",
    };
    let out = [32, 2, 2, 8];
    let y = case.run(
        &[1.0; 32 * 2 * 2 * 16],
        &tensor(&[8, 2, 16], |i| (i[0] + i[1]) as f64),
    );
    for i in indices(&out) {
        assert_eq!(
            f64::from(y[at(&out, &i)]),
            16.0 * (i[3] + i[1]) as f64,
            "out{i:?}"
        );
    }
    let c = case.config();
    assert_eq!((c.collect_flits, c.time_broadcast, c.depth), (2, 1, 4));
    assert_eq!(c.trf_seq.packet_size, 32, "reg_read_size");
    assert_eq!(entries_innermost_first(&c), vec![(2, 32), (32, 0)]);
}

/// GT-CE-7 Stream Adapter, collect_flits = 1 (L3984–4009): input `m[M], m[K]` (K = 16 bf16,
/// one 32-byte flit), TRF `m[N], m[K]` → `Time m[M], Packet m[K # 32]`: each packet is 32
/// bytes of data and 32 of zeros (half the MACs multiply by zero). Then `contract::<m[1]>`
/// and an interleaved accumulation (chosen here). Derived: reg_read_size 32 B, `Entry0 {32,
/// 0}`. Values: x ≡ 1, w[n, k] = n → 16·n; x[m, k] = m + 1, w ≡ 1 → 16·(m + 1).
#[test]
fn gt_ce_7_stream_adapter_one_flit() {
    let case = Case {
        axes: "M = 32, N = 8, K = 16",
        x_host: "M, K",
        x_time: "M",
        x_packet: "K",
        w_host: "N, K",
        w_time: "N",
        w_packet: "K",
        trf_mode: "full",
        row: "N",
        trf_element: "K",
        time: "M",
        packet: "K # 32",
        contracted: "1",
        kind: "interleaved",
        out_time: "M",
        out_packet: "N",
        out_host: "M, N",
    };
    let y = case.run(&[1.0; 32 * 16], &tensor(&[8, 16], |i| i[0] as f64));
    for (i, v) in indices(&[32, 8]).iter().zip(&y) {
        assert_eq!(f64::from(*v), 16.0 * i[1] as f64, "out{i:?}");
    }
    let y = case.run(&tensor(&[32, 16], |i| (i[0] + 1) as f64), &[1.0; 8 * 16]);
    for (i, v) in indices(&[32, 8]).iter().zip(&y) {
        assert_eq!(f64::from(*v), 16.0 * (i[0] + 1) as f64, "out{i:?}");
    }
    let c = case.config();
    // The smallest tree that reduces the 16 data lanes: depth 4, its second column the
    // zero half's sum, sliced off as padding (L4440–4441).
    assert_eq!((c.collect_flits, c.time_broadcast, c.depth), (1, 1, 4));
    assert_eq!(c.trf_seq.packet_size, 32, "reg_read_size");
    assert_eq!(entries_innermost_first(&c), vec![(32, 0)]);
}

/// GT-CE-8 Stream Adapter time broadcast (L4010–4034): TRF `m[N], m[T, K]` (T = 5), input
/// `m[M], m[K]` → `Time m[M, T], Packet m[K # 32]`: each input packet is replayed 5 times
/// (the tiling axis T innermost, L3945). Derived: `Entry0 {5, 32}` (T), `Entry1 {32, 0}`
/// (M). Values: x ≡ 1, w[n, t, k] = n + t → out[m, t, n] = 16·(n + t).
#[test]
fn gt_ce_8_time_broadcast() {
    let case = Case {
        axes: "M = 32, N = 8, K = 16, T = 5",
        x_host: "M, K",
        x_time: "M",
        x_packet: "K",
        w_host: "N, T, K",
        w_time: "N, T",
        w_packet: "K",
        trf_mode: "full",
        row: "N",
        trf_element: "T, K",
        time: "M, T",
        packet: "K # 32",
        contracted: "1",
        kind: "interleaved",
        out_time: "M, T",
        out_packet: "N",
        out_host: "M, T, N",
    };
    let out = [32, 5, 8];
    let y = case.run(
        &[1.0; 32 * 16],
        &tensor(&[8, 5, 16], |i| (i[0] + i[1]) as f64),
    );
    for i in indices(&out) {
        assert_eq!(
            f64::from(y[at(&out, &i)]),
            16.0 * (i[2] + i[1]) as f64,
            "out{i:?}"
        );
    }
    let c = case.config();
    assert_eq!((c.collect_flits, c.time_broadcast, c.depth), (1, 5, 4));
    assert_eq!(entries_innermost_first(&c), vec![(5, 32), (32, 0)]);
}

/// GT-CE-10 Small reg_read_size (L4249–4295), `axes![M = 32, N = 8, K = 16, L = 2, O = 2]`:
/// weights `m[N, O], m[K]` → `to_trf(FirstHalf)` → `Row m[N], Element m[O, K]`; input `m[O,
/// M, L], m[K]` → `align::<m[O, M], m[L, K]>` → `contract::<m[L]>` →
/// `accumulate::<m[O, M, L], m[N]>(Interleaved)`. reg_read_size 32 B (2× broadcast),
/// `Entry0 {32, 0}` (M), `Entry1 {2, 32}` (O). x ≡ 1, w[n, o, k] = 2n + o → out[o, m, l, n]
/// = 16·(2n + o).
#[test]
fn gt_ce_10_small_reg_read_size() {
    let case = Case {
        axes: "M = 32, N = 8, K = 16, L = 2, O = 2",
        x_host: "O, M, L, K",
        x_time: "O, M, L",
        x_packet: "K",
        w_host: "N, O, K",
        w_time: "N, O",
        w_packet: "K",
        trf_mode: "first_half",
        row: "N",
        trf_element: "O, K",
        time: "O, M",
        packet: "L, K",
        contracted: "L",
        kind: "interleaved",
        out_time: "O, M, L",
        out_packet: "N",
        out_host: "O, M, L, N",
    };
    let out = [2, 32, 2, 8];
    let y = case.run(
        &[1.0; 2 * 32 * 2 * 16],
        &tensor(&[8, 2, 16], |i| (2 * i[0] + i[1]) as f64),
    );
    for i in indices(&out) {
        assert_eq!(
            f64::from(y[at(&out, &i)]),
            16.0 * (2 * i[3] + i[0]) as f64,
            "out{i:?}"
        );
    }
    let c = case.config();
    assert_eq!(c.trf_seq.packet_size, 32, "reg_read_size");
    assert_eq!(entries_innermost_first(&c), vec![(32, 0), (2, 32)]);
}

/// GT-CE-13 Temporal accumulator slot schedule (L4410–4431): 16 computation steps over a
/// Time of `[R = 2 (summed, outer), S = 8 (kept)]` — the manual's `m[B / 4, A % 8]` with B/4
/// summed — use 8 slots: steps 0–7 store, steps 8–15 add to the slot of step f − 8, and the
/// 8 slots are output after step 15. The value probe: step f contributes f (x[r, s, k] =
/// f / 32 with f = 8r + s, w ≡ 1 over the 32-element packet), so slot s ends at s + (s + 8)
/// = 2s + 8. The accumulator is configured as reduce 2, inner 8.
#[test]
fn gt_ce_13_accumulator_slots() {
    let case = Case {
        axes: "R = 2, S = 8, K = 32",
        x_host: "R, S, K",
        x_time: "R, S, K / 16",
        x_packet: "K % 16",
        w_host: "K",
        w_time: "K / 16",
        w_packet: "K % 16",
        trf_mode: "full",
        row: "1",
        trf_element: "K",
        time: "R, S",
        packet: "K",
        contracted: "1",
        kind: "interleaved",
        out_time: "S",
        out_packet: "1 # 8",
        out_host: "S",
    };
    let x = tensor(&[2, 8, 32], |i| (8 * i[0] + i[1]) as f64 / 32.0);
    let y = case.run(&x, &[1.0; 32]);
    // One Row: the Row's value per slot (the host result drops the packet's padding lanes).
    for (s, v) in y.iter().enumerate() {
        assert_eq!(f64::from(*v), (2 * s + 8) as f64, "slot {s}");
    }
    assert_eq!(y.len(), 8);
    let c = case.config();
    assert_eq!((c.accumulate.reduce, c.accumulate.inner), (2, 8));
}

/// The layout shared by GT-CE-14 and GT-CE-15 (L4451–4525), `axes![M = 4, N = 8, K = 64]`:
/// input `Time m[K / 16, M], Packet m[K % 16]`, TRF `m[N], m[K]` → `align::<m[K / 16, M],
/// m[K % 16 # 32]>` (collect_flits 1) → `contract::<m[K % 16 / 4]>()` (depth 2). K is
/// written here as three axes, K = 16·Q + 4·C + R (Q = K / 16, C = K % 16 / 4, R = K % 4),
/// so that the result `[M, C, N]` is a strided host tensor; `m[K % 16 # 32]` is `m[1 # 2,
/// C, R]`.
fn k_split(kind: &'static str, out_time: &'static str, out_packet: &'static str) -> Case {
    Case {
        axes: "M = 4, N = 8, Q = 4, C = 4, R = 4",
        x_host: "Q, C, R, M",
        x_time: "Q, M",
        x_packet: "C, R",
        w_host: "N, Q, C, R",
        w_time: "N, Q",
        w_packet: "C, R",
        trf_mode: "full",
        row: "N",
        trf_element: "Q, C, R",
        time: "Q, M",
        packet: "1 # 2, C, R",
        contracted: "C",
        kind,
        out_time,
        out_packet,
        out_host: "M, C, N",
    }
}

/// The values of GT-CE-14/15: x[k, m] = m + 1, w[n, k] = k·2ⁿ, so the sum over the k with
/// `k % 16 / 4 = k2` is (m + 1)·2ⁿ·Σ k = (m + 1)·2ⁿ·(408 + 64·k2), worked by hand:
/// Σ_{q<4} Σ_{r<4} (16q + 4·k2 + r) = 384 + 64·k2 + 24 (exact in f32).
fn k_split_inputs() -> (Vec<f64>, Vec<f64>) {
    let k = |q: usize, c: usize, r: usize| 16 * q + 4 * c + r;
    (
        tensor(&[4, 4, 4, 4], |i| (i[3] + 1) as f64),
        tensor(&[8, 4, 4, 4], |i| (k(i[1], i[2], i[3]) << i[0]) as f64),
    )
}

fn k_split_value(m: usize, k2: usize, n: usize) -> f64 {
    ((m + 1) << n) as f64 * (408 + 64 * k2) as f64
}

/// GT-CE-14 Interleaved accumulation (L4451–4481): `accumulate::<m[M, K % 16 / 4],
/// m[N]>(Interleaved)`: m = 4 valid columns, inner to K/16 = M × K%16/4 = 16 ≤ 128
/// (accepted). Derived: reg_read_size 32 B, `Entry0 {4, 0}` (M), `Entry1 {4, 32}` (K/16).
/// Out at Time (m, k2), lane n = (m + 1)·2ⁿ·(408 + 64·k2): (0, 0, 0) → 408, (3, 3, 7) →
/// 307200.
#[test]
fn gt_ce_14_interleaved_accumulation() {
    let case = k_split("interleaved", "M, C", "N");
    let (x, w) = k_split_inputs();
    let y = case.run(&x, &w);
    let out = [4, 4, 8];
    for i in indices(&out) {
        let want = k_split_value(i[0], i[1], i[2]);
        assert_eq!(f64::from(y[at(&out, &i)]), want, "out{i:?}");
    }
    assert_eq!(y[0], 408.0);
    assert_eq!(y[at(&out, &[3, 3, 7])], 307_200.0);
    let c = case.config();
    assert_eq!((c.collect_flits, c.depth), (1, 2));
    assert_eq!(c.trf_seq.packet_size, 32, "reg_read_size");
    assert_eq!(entries_innermost_first(&c), vec![(4, 0), (4, 32)]);
    assert_eq!(
        (
            c.accumulate.kind,
            c.accumulate.reduce,
            c.accumulate.inner,
            c.accumulate.columns
        ),
        (AccumulationKind::Interleaved, 4, 4, 4)
    );
}

/// GT-CE-15 Sequential accumulation (L4493–4525): the same contraction with
/// `accumulate::<m[M, N], m[K % 16 / 4 # 8]>(Sequential)`: inner to K/16 = M × N = 32 ≤ 32
/// (accepted at the limit; align_up(4, 32) × 32 = 1024 slots). Out at Time (m, n), lane k2
/// (lanes 4–7 padding) with GT-CE-14's values.
#[test]
fn gt_ce_15_sequential_accumulation() {
    let case = Case {
        out_host: "M, N, C",
        ..k_split("sequential", "M, N", "C # 8")
    };
    let (x, w) = k_split_inputs();
    let y = case.run(&x, &w);
    let out = [4, 8, 4];
    for i in indices(&out) {
        let want = k_split_value(i[0], i[2], i[1]);
        assert_eq!(f64::from(y[at(&out, &i)]), want, "out{i:?}");
    }
    let c = case.config();
    assert_eq!(
        (c.accumulate.kind, c.accumulate.reduce, c.accumulate.inner),
        (AccumulationKind::Sequential, 4, 4)
    );
}

/// The accumulator's reset and flush rules (L4410–4431, the general form in digest-C §2.6):
/// with a kept axis P outer to the summed R (Time `[P = 2, R = 2, S = 4]`), each slot
/// stores on the first step of every P block (the reset) and is output after that block's
/// last R step (the flush), so no sum leaks from one P block into the next. Step f = 8p +
/// 4r + s contributes f (x = f / 32 over 32 lanes, w ≡ 1), so out[p, s] = (8p + s) + (8p +
/// 4 + s) = 16p + 2s + 4: 4, 6, 8, 10 for p = 0 and 20, 22, 24, 26 for p = 1 (a missing
/// reset would give 24 + 2s for p = 1).
#[test]
fn accumulator_resets_per_outer_block() {
    let case = Case {
        axes: "P = 2, R = 2, S = 4, K = 32",
        x_host: "P, R, S, K",
        x_time: "P, R, S, K / 16",
        x_packet: "K % 16",
        w_host: "K",
        w_time: "K / 16",
        w_packet: "K % 16",
        trf_mode: "full",
        row: "1",
        trf_element: "K",
        time: "P, R, S",
        packet: "K",
        contracted: "1",
        kind: "interleaved",
        out_time: "P, S",
        out_packet: "1 # 8",
        out_host: "P, S",
    };
    let x = tensor(&[2, 2, 4, 32], |i| {
        (8 * i[0] + 4 * i[1] + i[2]) as f64 / 32.0
    });
    let y = case.run(&x, &[1.0; 32]);
    let want = [4.0, 6.0, 8.0, 10.0, 20.0, 22.0, 24.0, 26.0];
    for (k, w) in want.iter().enumerate() {
        assert_eq!(f64::from(y[k]), *w, "out[{}, {}]", k / 4, k % 4);
    }
    let c = case.config();
    assert_eq!((c.accumulate.reduce, c.accumulate.inner), (2, 4));
}
