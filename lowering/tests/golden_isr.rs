//! digest-C's intra-slice reduce golden cases (§3.5, GT-ISR-*) not covered elsewhere, end to
//! end: each is a small kernel run on the reference interpreter and, lowered to hw, on the
//! simulator (the two agree bit for bit), checked against the values the digest works by
//! hand from the manual lines cited and, for every other row, against a plain loop that
//! follows the manual's 2-level lane tree (L5399–5413: `op(op(l0, l1), op(l2, l3))` per Way4
//! packet, packets combined in Time order, decision C9C-3). Coverage of the other cases:
//! docs/issue9-coverage.md.

mod ve_util;
use ve_util::*;

/// One pass over `[S = 256, A, R]` (`a` values of A per slice, R = `r`): fetch Time `time`
/// (a list over `A` and `R / 4`), Packet `R % 4` (collected into `R % 4 # 8`), trimmed to
/// Way4 and reduced over R by `op` to `m[1 # 4]`; lane 0 of each result is committed.
fn kernel(dt: &str, op: &str, a: u64, r: u64, time: &str) -> String {
    format!(
        r#"
!host = !stream.host<{dt}, m[S, A, R]>
!hosto = !stream.host<{dt}, m[S, A]>
!hbm = !stream.hbm<{dt}, m[1], m[S, A, R]>
!hbmo = !stream.hbm<{dt}, m[1], m[S, A, 1 # 2]>
!dm = !stream.dm<{dt}, m[1], m[1 # 2], m[S], m[A, R]>
!dmo = !stream.dm<{dt}, m[1], m[1 # 2], m[S], m[A, 1 # 2]>
!begin = !stream.tensor<begin, main, {dt}, m[1], m[1 # 2], m[S], m[1], m[A, R]>
!fetch = !stream.tensor<fetch, main, {dt}, m[1], m[1 # 2], m[S], m[{time}], m[R % 4]>
!collect = !stream.tensor<collect, main, {dt}, m[1], m[1 # 2], m[S], m[{time}], m[R % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, {dt}, m[1], m[1 # 2], m[S], m[{time}], m[R % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, {dt}, m[1], m[1 # 2], m[S], m[{time}], m[R % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, {dt}, m[1], m[1 # 2], m[S], m[{time}], m[R % 4]>
!vr4 = !stream.tensor<vector_branch, main, {dt}, m[1], m[1 # 2], m[S], m[A], m[1 # 4]>
!vr8 = !stream.tensor<vector_branch, main, {dt}, m[1], m[1 # 2], m[S], m[A], m[1 # 8]>
!vfinal = !stream.tensor<vector_final, main, {dt}, m[1], m[1 # 2], m[S], m[A], m[1 # 8]>

module attributes {{mapping.axes = #mapping.axes<S = 256, A = {a}, R = {r}>}} {{
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {{chips = 1 : i64}} {{
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce {op} %t over "R" : !vb4 -> !vr4
    %p = stream.vector_pad_way8 %r : !vr4 -> !vr8
    %v3 = stream.vector_final %p : !vr8 -> !vfinal
    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dmo
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
"#
    )
}

/// The manual's f32 reduce of one row: the lane tree per Way4 packet of 4 consecutive R,
/// then the packets in R order (plain f32 arithmetic, written out here).
fn tree_f32(row: &[f32], op: fn(f32, f32) -> f32) -> f32 {
    let mut acc: Option<f32> = None;
    for p in row.chunks(4) {
        let t = op(op(p[0], p[1]), op(p[2], p[3]));
        acc = Some(acc.map_or(t, |a| op(a, t)));
    }
    acc.unwrap()
}

/// GT-ISR-2, reduce in Packet only, f32 Add (L5427–5449): R = 4, [1, 2, 3, 4] → 10.0; the
/// tree-order probe [1e8, 1, −1e8, 1] → 0.0 ((1e8 + 1) + (−1e8 + 1) in f32 with RNE; a
/// sequential sum gives 1.0, the exact sum 2.0).
#[test]
fn gt_isr_2_packet_only_add_tree_order() {
    let (a, r) = (2usize, 4usize);
    let mut x = floats(21, 256 * a * r, -100.0, 100.0);
    x[..4].copy_from_slice(&[1.0, 2.0, 3.0, 4.0]);
    x[4..8].copy_from_slice(&[1e8, 1.0, -1e8, 1.0]);
    let (i, s, _) = both(
        &kernel("f32", "add", a as u64, r as u64, "A, R / 4"),
        &[Vals::F(x.clone())],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    let got = f32s(&s[0]);
    assert_eq!((got[0], got[1]), (10.0, 0.0));
    for (k, row) in x.chunks(r).enumerate() {
        assert_eq!(
            got[k].to_bits(),
            tree_f32(row, |p, q| p + q).to_bits(),
            "row {k}"
        );
    }
}

/// GT-ISR-3, reduce split Time + Packet, f32 Max (L5450–5473): R = 16 as Time `R / 4`,
/// Packet `R % 4`; x[a, r] = a − (r − 5)² reduces to a (at r = 5).
#[test]
fn gt_isr_3_time_and_packet_max() {
    let (a, r) = (2usize, 16usize);
    let x: Vec<f32> = (0..256 * a)
        .flat_map(|row| (0..r).map(move |k| row as f32 - ((k as f32) - 5.0).powi(2)))
        .collect();
    let (i, s, _) = both(
        &kernel("f32", "max", a as u64, r as u64, "A, R / 4"),
        &[Vals::F(x)],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    let got = f32s(&s[0]);
    for (row, &v) in got.iter().enumerate() {
        assert_eq!(v, row as f32, "row {row}");
    }
}

/// GT-ISR-6, slot limit accept (L5519): the kept Time axis A = 8 inside the reduced
/// `R / 4` needs 8 accumulator slots, the limit, and is accepted; f32 Min against the
/// tree.
#[test]
fn gt_isr_6_eight_slots_accepted() {
    let (a, r) = (8usize, 16usize);
    let x = floats(6, 256 * a * r, -1e3, 1e3);
    let (i, s, _) = both(
        &kernel("f32", "min", a as u64, r as u64, "R / 4, A"),
        &[Vals::F(x.clone())],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    let got = f32s(&s[0]);
    for (k, row) in x.chunks(r).enumerate() {
        assert_eq!(got[k], tree_f32(row, f32::min), "row {k}");
    }
}

/// GT-ISR-9, AddSat tree probes (L5365–5375): [MAX, 1, MIN, 0] → −1 (tree with per-step
/// saturation: sat(MAX + 1) + (MIN + 0) = MAX + MIN; the exact sum is 0) and
/// [1, MAX, MIN, −1] → −1 (a sequential sum gives −2).
#[test]
fn gt_isr_9_add_sat_tree_probes() {
    let (a, r) = (2usize, 4usize);
    let mut x = ints(9, 256 * a * r);
    x[..4].copy_from_slice(&[i32::MAX, 1, i32::MIN, 0]);
    x[4..8].copy_from_slice(&[1, i32::MAX, i32::MIN, -1]);
    let (i, s, _) = both(
        &kernel("i32", "add_sat", a as u64, r as u64, "A, R / 4"),
        &[Vals::I(x.clone())],
    );
    assert_eq!(i[0], s[0], "interpreter and simulator differ");
    let got = i32s(&s[0]);
    assert_eq!((got[0], got[1]), (-1, -1));
    let sat = |p: i32, q: i32| {
        (i64::from(p) + i64::from(q)).clamp(i32::MIN.into(), i32::MAX.into()) as i32
    };
    for (k, row) in x.chunks(r).enumerate() {
        assert_eq!(
            got[k],
            sat(sat(row[0], row[1]), sat(row[2], row[3])),
            "row {k}"
        );
    }
}

/// The GT-ISR-4 kernel at R = 12 (test/visa-run/check-reduce-slice-partial.mlir) with
/// element type `dt` and reduce `op`: X = 64 rows, R over Slice `R # 32 / 8`, Time
/// `R # 32 / 4 % 2`, Packet `R # 32 % 4 # 8`.
fn slice_partial(dt: &str, op: &str) -> String {
    file("test/visa-run/check-reduce-slice-partial.mlir")
        .replace("i32", dt)
        .replace(
            "vector_intra_slice_reduce min",
            &format!("vector_intra_slice_reduce {op}"),
        )
}

/// Runs `text` on the stream interpreter with one host argument, the 32-bit words
/// `input` read as f32 or i32 elements.
fn interpret(text: &str, is_f32: bool, input: &[u32]) -> Vec<visa_stream::interp::HostArray> {
    let mut ictx = ctx();
    let m = parse(&mut ictx, text);
    let dtype = if is_f32 {
        ictx.float_type(visa_ir::FloatKind::F32)
    } else {
        ictx.integer_type(32)
    };
    let scalar = |w: u32| {
        if is_f32 {
            visa_stream::interp::Scalar::Float(f64::from(f32::from_bits(w)))
        } else {
            visa_stream::interp::Scalar::Int(i64::from(w as i32))
        }
    };
    let arr = visa_stream::interp::HostArray {
        dtype,
        values: input.iter().map(|&w| Some(scalar(w))).collect(),
    };
    visa_stream::interp::run(&ictx, m, None, &[arr]).unwrap_or_else(|d| panic!("{d:?}"))
}

/// An interpreter element as the 32-bit word the simulator holds.
fn word(v: visa_stream::interp::Scalar) -> u32 {
    match v {
        visa_stream::interp::Scalar::Float(f) => (f as f32).to_bits(),
        visa_stream::interp::Scalar::Int(i) => i as i32 as u32,
    }
}

/// Fills the first `hbm_words` words of HBM and the first `dm_words` words of every
/// slice's DM with the hostile word `pad`, before the inputs are copied in, so every
/// padding position the kernel leaves alone holds it.
fn fill_padding(sim: &mut visa_sim::Simulator, pad: u32, hbm_words: usize, dm_words: usize) {
    let fill: Vec<u8> = std::iter::repeat_n(pad.to_le_bytes(), hbm_words.max(dm_words))
        .flatten()
        .collect();
    sim.memory_mut()
        .write(visa_sim::Space::Hbm { chip: 0 }, 0, &fill[..4 * hbm_words])
        .unwrap();
    let dm = visa_sim::Space::Dm { chip: 0 };
    for s in 0..256 {
        let a = sim.memory().slice_addr(dm, s, 0);
        sim.memory_mut()
            .write(dm, a, &fill[..4 * dm_words])
            .unwrap();
    }
}

/// Runs a `slice_partial` kernel on the interpreter and on the simulator, every input
/// padding position (HBM and DM) filled with `pad` first. Returns the interpreter's 128
/// result elements, the simulator's host buffer (256 words: slices (x, 0..4) of each row
/// x, the partials of slices 2 and 3 in its padding) and each slice's committed lane 0 in
/// DM (word per slice, 256), and slice 1's input row in DM.
fn run_slice_partial(
    text: &str,
    input: Vec<u32>,
    pad: u32,
) -> (Vec<u32>, Vec<u32>, Vec<u32>, Vec<u32>) {
    let out = interpret(text, text.contains("f32"), &input);
    assert_eq!(
        out[0].values.len(),
        256,
        "host positions of m[X, R # 32 / 8]"
    );
    let interp: Vec<u32> = out[0].values.iter().flatten().map(|&v| word(v)).collect();
    let p = lower(text);
    let bytes: Vec<u8> = input.iter().flat_map(|w| w.to_le_bytes()).collect();
    // The padded HBM input (64 rows of 32 words) and every slice's DM input row of 8.
    let sim = simulate_with(&p, &[bytes], |sim| fill_padding(sim, pad, 2048, 8));
    let m = sim.memory();
    let words = |b: Vec<u8>| -> Vec<u32> {
        b.chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    let host = words(
        m.read(visa_sim::Space::Host, p.outputs[0].addr, 1024)
            .unwrap(),
    );
    let dm = visa_sim::Space::Dm { chip: 0 };
    let lane0 = (0..256)
        .map(|s| words(m.read(dm, m.slice_addr(dm, s, 8192), 4).unwrap())[0])
        .collect();
    let row1 = words(m.read(dm, m.slice_addr(dm, 1, 0), 32).unwrap());
    (interp, host, lane0, row1)
}

/// GT-ISR-4, reduce spanning Slice, Time and Packet, i32 Min (L5474–5497), at R = 12
/// (R = 13 is refused, decision T10R-1; test/stream/reduce-slice-invalid.mlir): the
/// manual's x[r] = 100 − 7r, plus 1000·x on row x, with every padding position of the
/// input i32::MIN, which would be every slice's minimum if the generator did not mask it.
/// By hand: slice 0 holds r 0–7 → min = 100 − 7·7 = 51; slice 1 holds r 8–11 (its second
/// flit, r 12–15, masked) → 100 − 7·11 = 23; slices 2 and 3 hold only padding → the
/// identity of min, i32::MAX (GT-ISR-8).
#[test]
fn gt_isr_4_slice_time_packet_min_per_slice() {
    let x: Vec<u32> = (0..64)
        .flat_map(|row| (0..12).map(move |r| (100 - 7 * r + 1000 * row) as u32))
        .collect();
    let (interp, host, lane0, row1) =
        run_slice_partial(&slice_partial("i32", "min"), x, i32::MIN as u32);
    // The padding really was i32::MIN: slice 1's input row, r 12–15.
    assert_eq!(&row1[4..], &[i32::MIN as u32; 4]);
    for row in 0..64 {
        let base = 1000 * row as i32;
        let want = [51 + base, 23 + base];
        let got: Vec<i32> = host[row * 4..row * 4 + 2]
            .iter()
            .map(|&w| w as i32)
            .collect();
        assert_eq!(got, want, "row {row}, simulator");
        let got: Vec<i32> = interp[row * 2..row * 2 + 2]
            .iter()
            .map(|&w| w as i32)
            .collect();
        assert_eq!(got, want, "row {row}, interpreter");
        assert_eq!(
            &host[row * 4 + 2..row * 4 + 4],
            &[i32::MAX as u32; 2],
            "row {row}"
        );
        assert_eq!(lane0[row * 4 + 2], i32::MAX as u32);
        assert_eq!(lane0[row * 4 + 3], i32::MAX as u32);
    }
}

/// GT-ISR-8, identity elements (L5390–5402, L5557–5561; decision T10R-2): in the
/// GT-ISR-4 kernel the slices (x, 2) and (x, 3) hold only padding, every flit masked, so
/// their accumulator slot receives no valid flit and outputs the op's identity: i32
/// add_sat 0, max i32::MIN, min i32::MAX; f32 add 0.0, max −∞, min +∞ (literal bit
/// patterns below), whatever the padding holds (here 0x7f7f7f7f). The interpreter, whose
/// tensors hold no padding, gives the same identities for an empty partial
/// (`visa_stream::interp::vector::reduce_identity`), and agrees with the simulator on
/// every element of slices 0 and 1.
#[test]
fn gt_isr_8_identity_of_a_fully_masked_slice() {
    use visa_stream::interp::vector::reduce_identity;
    use visa_tcp::ReduceOp;
    let cases: [(&str, &str, ReduceOp, u32); 6] = [
        ("i32", "add_sat", ReduceOp::AddSat, 0),
        ("i32", "max", ReduceOp::Max, 0x8000_0000),
        ("i32", "min", ReduceOp::Min, 0x7fff_ffff),
        ("f32", "add", ReduceOp::Add, 0x0000_0000),
        ("f32", "max", ReduceOp::Max, 0xff80_0000),
        ("f32", "min", ReduceOp::Min, 0x7f80_0000),
    ];
    for (dt, op, rop, want) in cases {
        let is_f32 = dt == "f32";
        let x: Vec<u32> = (0..64 * 12)
            .map(|k| {
                let v = k % 97 - 48;
                if is_f32 {
                    (v as f32 * 0.5).to_bits()
                } else {
                    v as u32
                }
            })
            .collect();
        let (interp, host, lane0, _) = run_slice_partial(&slice_partial(dt, op), x, 0x7f7f_7f7f);
        for row in 0..64 {
            assert_eq!(
                &host[row * 4..row * 4 + 2],
                &interp[row * 2..row * 2 + 2],
                "{dt} {op} row {row}"
            );
            assert_eq!(lane0[row * 4 + 2], want, "{dt} {op} slice ({row}, 2)");
            assert_eq!(lane0[row * 4 + 3], want, "{dt} {op} slice ({row}, 3)");
            assert_eq!(
                &host[row * 4 + 2..row * 4 + 4],
                &[want; 2],
                "{dt} {op} host row {row}"
            );
        }
        let id = word(reduce_identity(rop, is_f32).unwrap());
        assert_eq!(id, want, "{dt} {op}: the interpreter's identity");
    }
}

/// G11 (L5949–5968; decision T10L-1), a padded reduce axis in Packet only: R = 3 in
/// `R # 8`, trimmed to `R # 4`, the generator's Packet Reduce mode giving every flit the
/// count 3. Every padding position of the input (HBM and DM) holds `pad`; the lane tree
/// leaves lane 3 out, so each row reduces to `op(op(l0, l1), l2)`. Runs the lit file on
/// the interpreter and the simulator; returns the interpreter's 512 results and the
/// simulator's host buffer (`m[X, A]`, 512 words).
fn run_packet_padded(dt: &str, op: &str, input: Vec<u32>, pad: u32) -> (Vec<u32>, Vec<u32>) {
    let text = file("test/visa-run/check-reduce-packet-padded.mlir")
        .replace("f32", dt)
        .replace(
            "vector_intra_slice_reduce add",
            &format!("vector_intra_slice_reduce {op}"),
        );
    run_padded(&text, dt, input, pad, 8, 3)
}

/// Runs `text` (input `[X = 64, A = 8, R]` padded to `R # p` in HBM `m[X, A, R # p]` and
/// in each slice's DM row `m[A % 2, R # p]`) on the interpreter and on the simulator, every
/// padding position of HBM and DM holding `pad` first; checks DM lane `r` of slice 0
/// held `pad`. Returns the interpreter's and the simulator's 512 results.
fn run_padded(
    text: &str,
    dt: &str,
    input: Vec<u32>,
    pad: u32,
    p: usize,
    r: usize,
) -> (Vec<u32>, Vec<u32>) {
    let out = interpret(text, dt == "f32", &input);
    let interp: Vec<u32> = out[0]
        .values
        .iter()
        .map(|v| word(v.expect("every result element")))
        .collect();
    let prog = lower(text);
    let bytes: Vec<u8> = input.iter().flat_map(|w| w.to_le_bytes()).collect();
    // HBM m[X, A, R # p]: 512·p words; each slice's DM row m[A % 2, R # p]: 2·p words.
    let sim = simulate_with(&prog, &[bytes], |sim| {
        fill_padding(sim, pad, 512 * p, 2 * p)
    });
    let m = sim.memory();
    let host: Vec<u32> = m
        .read(visa_sim::Space::Host, prog.outputs[0].addr, 2048)
        .unwrap()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    // The DM row really held the hostile padding at R = r (slice 0, A % 2 = 0).
    let dm = visa_sim::Space::Dm { chip: 0 };
    let row = m.read(dm, m.slice_addr(dm, 0, 0), 4 * p as u64).unwrap();
    assert_eq!(
        &row[4 * r..4 * r + 4],
        &pad.to_le_bytes(),
        "padding at R = {r} in DM"
    );
    (interp, host)
}

/// G11 by hand, with hostile padding: f32 add [1, 1e8, −1e8] → (1 + 1e8) − 1e8 = 0.0 in
/// the tree's order (1e8 + 1 rounds to 1e8; the other grouping gives 1.0, and a padding
/// lane of 1e30 would swamp it); i32 add_sat [i32::MAX, 1, −5] → i32::MAX − 5 (the
/// saturated pair first; the exact sum is i32::MAX − 4); i32 min [5, −3, 7] with padding
/// i32::MIN → −3. Every other row against a plain loop in the tree's order.
#[test]
fn g11_packet_padded_hostile_padding() {
    let n = 512;
    // f32 add.
    let mut x = floats(31, n * 3, -100.0, 100.0);
    x[..3].copy_from_slice(&[1.0, 1e8, -1e8]);
    let w: Vec<u32> = x.iter().map(|f| f.to_bits()).collect();
    let (i, s) = run_packet_padded("f32", "add", w, 1e30f32.to_bits());
    assert_eq!(f32::from_bits(s[0]), 0.0);
    for (k, r) in x.chunks(3).enumerate() {
        let want = ((r[0] + r[1]) + r[2]).to_bits();
        assert_eq!(i[k], want, "f32 add row {k}, interpreter");
        assert_eq!(s[k], want, "f32 add row {k}, simulator");
    }
    // i32 add_sat and min.
    let ints: Vec<i32> = (0..n * 3)
        .map(|k| (k as i32 * 7919) % 2001 - 1000)
        .collect();
    for (op, first, pad, f) in [
        (
            "add_sat",
            [i32::MAX, 1, -5],
            0x7f7f_7f7f_u32,
            (|a: i32, b: i32| a.saturating_add(b)) as fn(i32, i32) -> i32,
        ),
        ("min", [5, -3, 7], i32::MIN as u32, |a: i32, b: i32| {
            a.min(b)
        }),
    ] {
        let mut x = ints.clone();
        x[..3].copy_from_slice(&first);
        let (i, s) = run_packet_padded("i32", op, x.iter().map(|&v| v as u32).collect(), pad);
        let hand = if op == "min" { -3 } else { i32::MAX - 5 };
        assert_eq!(s[0] as i32, hand, "{op} by hand");
        for (k, r) in x.chunks(3).enumerate() {
            let want = f(f(r[0], r[1]), r[2]) as u32;
            assert_eq!(i[k], want, "{op} row {k}, interpreter");
            assert_eq!(s[k], want, "{op} row {k}, simulator");
        }
    }
}

/// The manual's lane tree over the valid lanes of one Way4 packet: a pair with an absent
/// side passes the other on (T10L-1).
fn tree_valid(p: &[f32], op: fn(f32, f32) -> f32) -> Option<f32> {
    let pair = |a: Option<f32>, b: Option<f32>| match (a, b) {
        (Some(a), Some(b)) => Some(op(a, b)),
        (a, None) => a,
        (None, b) => b,
    };
    let l = |k: usize| p.get(k).copied();
    pair(pair(l(0), l(1)), pair(l(2), l(3)))
}

/// G12 (L5976–6000; T10L-1) with hostile padding: R = 19 in Time `R # 24 / 8`, Packet
/// `R # 24 % 8`, split to Way4 after `add_f 1.0`; every padding position of HBM and DM holds
/// 1e30. Each row is, in f32, the packets of r 0–3, 4–7, …, 16–18 reduced by the tree
/// (the fifth with lane 3 absent) and added in order; row 0 starts [1e8, 0, −1e8, 0],
/// which after `add_f` is [1e8 + 1, 1, −1e8 + 1, 1]: the tree gives (1e8 + 1) + (−1e8 + 1)
/// = 1e8 − 1e8 = 0.0 in f32 (1 is below half an ulp of 1e8), a sequential sum 1.0.
#[test]
fn g12_time_packet_padded_hostile_padding() {
    let text = file("test/visa-run/check-reduce-packet-padded-time.mlir");
    let mut x = floats(37, 512 * 19, -100.0, 100.0);
    x[..4].copy_from_slice(&[1e8, 0.0, -1e8, 0.0]);
    let w: Vec<u32> = x.iter().map(|f| f.to_bits()).collect();
    let (i, s) = run_padded(&text, "f32", w, 1e30f32.to_bits(), 24, 19);
    let first = tree_valid(&[1e8 + 1.0, 1.0, -1e8 + 1.0, 1.0], |a, b| a + b).unwrap();
    assert_eq!(first, 0.0, "(1e8 + 1) + (-1e8 + 1 + 1) in f32, by hand");
    for (k, r) in x.chunks(19).enumerate() {
        let y: Vec<f32> = r.iter().map(|v| v + 1.0).collect();
        let mut acc: Option<f32> = None;
        for p in y.chunks(4) {
            let t = tree_valid(p, |a, b| a + b).unwrap();
            acc = Some(acc.map_or(t, |a| a + t));
        }
        let want = acc.unwrap().to_bits();
        assert_eq!(i[k], want, "row {k}, interpreter");
        assert_eq!(s[k], want, "row {k}, simulator");
    }
}
