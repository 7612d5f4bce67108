//! Gather and scatter (indirect DMA, manual L1684–1690) end to end: the lit kernels
//! `test/visa-run/check-gather.mlir` and `check-scatter.mlir` lowered and simulated, their
//! results checked against plain loops over the host buffers (and the interpreter's, by the
//! driver's check); an out-of-range or repeated index is a located error of the interpreter
//! as of the simulator.

use visa_driver::{Kernel, Tensor, Verdict};

fn kernel(file: &str) -> Kernel {
    let path = format!("{}/../test/visa-run/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the lit kernel");
    Kernel::parse(file, &text).expect("parses")
}

/// `table[p][r] = p · 1000 + r` (exact in f32).
fn table(rows: usize, cols: usize) -> Vec<f32> {
    (0..rows * cols)
        .map(|k| ((k / cols) * 1000 + k % cols) as f32)
        .collect()
}

#[test]
fn gather_reads_the_rows_the_index_names() {
    let (p, r) = (16, 64);
    let t = table(p, r);
    let idx = [5, 0, 15, 5, 9, 2, 11, 7];
    let run = kernel("check-gather.mlir")
        .run(&[
            Tensor::from_f32(&[p as u64, r as u64], &t).unwrap(),
            Tensor::from_i32(&[8], &idx).unwrap(),
        ])
        .expect("runs");
    let mut want = Vec::new();
    for &i in &idx {
        for c in 0..r {
            want.push(t[i as usize * r + c]);
        }
    }
    for res in &run.simulation.results {
        assert_eq!(res.to_f32().unwrap(), want);
    }
    assert_eq!(run.verdict, Verdict::Pass { elements: 1024 });
    // One indirect DMA command each: its cycles are start-up plus data plus index reads.
    assert!(run.simulation.cycles > 0);
}

#[test]
fn scatter_writes_the_rows_the_index_names_and_keeps_the_others() {
    let (p, r, j) = (16, 64, 8);
    let src: Vec<f32> = (0..j * r).map(|k| -(k as f32) - 1.0).collect();
    let dest = table(p, r);
    let idx = [3, 12, 0, 7, 15, 9, 1, 4];
    let run = kernel("check-scatter.mlir")
        .run(&[
            Tensor::from_f32(&[j as u64, r as u64], &src).unwrap(),
            Tensor::from_i32(&[j as u64], &idx).unwrap(),
            Tensor::from_f32(&[p as u64, r as u64], &dest).unwrap(),
        ])
        .expect("runs");
    let mut want = dest.clone();
    for (jj, &i) in idx.iter().enumerate() {
        for c in 0..r {
            want[i as usize * r + c] = src[jj * r + c];
        }
    }
    for res in &run.simulation.results {
        assert_eq!(res.to_f32().unwrap(), want);
    }
    assert_eq!(run.verdict, Verdict::Pass { elements: 2048 });
}

#[test]
fn an_index_outside_the_rows_is_a_located_simulator_error() {
    let idx = [5, 0, 15, 5, 16, 2, 11, 7];
    let err = kernel("check-gather.mlir")
        .run(&[
            Tensor::from_f32(&[16, 64], &table(16, 64)).unwrap(),
            Tensor::from_i32(&[8], &idx).unwrap(),
        ])
        .expect_err("index 16 of 16 rows");
    let msg = err.to_string();
    assert!(msg.contains("check-gather.mlir:33:10"), "{msg}");
    assert!(
        msg.contains("the gather index read there, 16, is outside the table's rows 0..16"),
        "{msg}"
    );
    let neg = [-1, 0, 0, 0, 0, 0, 0, 0];
    let err = kernel("check-gather.mlir")
        .run(&[
            Tensor::from_f32(&[16, 64], &table(16, 64)).unwrap(),
            Tensor::from_i32(&[8], &neg).unwrap(),
        ])
        .expect_err("index -1");
    assert!(err.to_string().contains("-1, is outside"), "{err}");
}

/// The interpreter alone (visa_stream::interp), on the same kernels.
mod interpreter {
    use visa_ir::{Context, OpId};
    use visa_stream::interp::{run, HostArray, Scalar};

    fn load(file: &str) -> (Context, OpId) {
        let path = format!("{}/../test/visa-run/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("the lit kernel");
        let mut ctx = Context::new(visa_driver::lower::dialects());
        let module = visa_ir::parser::parse_source(&mut ctx, &text, file)
            .unwrap_or_else(|d| panic!("{}", d.message));
        (ctx, module)
    }

    fn floats(ctx: &mut Context, v: impl IntoIterator<Item = f64>) -> HostArray {
        HostArray {
            dtype: ctx.float_type(visa_ir::FloatKind::F32),
            values: v.into_iter().map(|x| Some(Scalar::Float(x))).collect(),
        }
    }

    #[test]
    fn out_of_range_and_repeated_indices_are_errors_at_the_op() {
        let (mut ctx, module) = load("check-gather.mlir");
        let i32t = ctx.integer_type(32);
        let t = floats(&mut ctx, (0..1024).map(f64::from));
        let bad = HostArray::ints(i32t, [5, 0, 15, 5, 16, 2, 11, 7]);
        let d = run(&ctx, module, Some("main"), &[t, bad]).expect_err("index 16");
        assert!(
            d.message
                .contains("gather index 16 at {J: 4} is outside the table's rows 0..16"),
            "{}",
            d.message
        );
        let (mut ctx, module) = load("check-scatter.mlir");
        let i32t = ctx.integer_type(32);
        let s = floats(&mut ctx, (0..512).map(f64::from));
        let d0 = floats(&mut ctx, (0..1024).map(f64::from));
        let dup = HostArray::ints(i32t, [3, 12, 0, 7, 15, 9, 12, 4]);
        let d = run(&ctx, module, Some("main"), &[s, dup, d0]).expect_err("12 twice");
        assert!(
            d.message.contains(
                "scatter index 12 at {J: 6} names the row the index at {J: 1} already writes"
            ),
            "{}",
            d.message
        );
    }
}

/// `examples/transformer_gathers_f32.mlir`: the embedding rows and the RoPE cos/sin rows
/// gathered on the device equal plain loops over the tables.
#[test]
fn transformer_table_lookups_match_plain_loops() {
    let path = format!(
        "{}/../examples/transformer_gathers_f32.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("the example");
    let k = Kernel::parse("transformer_gathers_f32.mlir", &text).expect("parses");
    let (s, v, d, p, i) = (128usize, 2048usize, 512usize, 4096usize, 64usize);
    let tokens: Vec<i32> = (0..s).map(|t| ((t * 977 + 13) % v) as i32).collect();
    let pos: Vec<i32> = (0..s).map(|t| ((t * 2917 + 5) % p) as i32).collect();
    let emb: Vec<f32> = (0..v * d).map(|k| (k % 1_000_003) as f32 * 0.5).collect();
    let cos: Vec<f32> = (0..p * i).map(|k| (k as f32 * 1e-3).cos()).collect();
    let sin: Vec<f32> = (0..p * i).map(|k| (k as f32 * 1e-3).sin()).collect();
    let run = k
        .run(&[
            Tensor::from_i32(&[s as u64], &tokens).unwrap(),
            Tensor::from_f32(&[v as u64, d as u64], &emb).unwrap(),
            Tensor::from_i32(&[s as u64], &pos).unwrap(),
            Tensor::from_f32(&[p as u64, i as u64], &cos).unwrap(),
            Tensor::from_f32(&[p as u64, i as u64], &sin).unwrap(),
        ])
        .expect("runs");
    let rows = |table: &[f32], idx: &[i32], w: usize| -> Vec<f32> {
        let mut out = Vec::new();
        for &r in idx {
            for c in 0..w {
                out.push(table[r as usize * w + c]);
            }
        }
        out
    };
    let res = &run.simulation.results;
    assert_eq!(res[0].to_f32().unwrap(), rows(&emb, &tokens, d));
    assert_eq!(res[1].to_f32().unwrap(), rows(&cos, &pos, i));
    assert_eq!(res[2].to_f32().unwrap(), rows(&sin, &pos, i));
    assert_eq!(run.verdict, Verdict::Pass { elements: 81920 });
}

/// Seeded random index vectors (rows in range, repeats allowed for a gather, permutations for
/// a scatter): the simulator equals plain loops and the interpreter every time.
#[test]
fn random_indices_agree_with_plain_loops_and_the_interpreter() {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let (p, r, j) = (16usize, 64usize, 8usize);
    let gather = kernel("check-gather.mlir");
    let scatter = kernel("check-scatter.mlir");
    for round in 0..12 {
        let t: Vec<f32> = (0..p * r)
            .map(|_| (next() % 2001) as f32 - 1000.0)
            .collect();
        let idx: Vec<i32> = (0..j).map(|_| (next() % p as u64) as i32).collect();
        let run = gather
            .run(&[
                Tensor::from_f32(&[p as u64, r as u64], &t).unwrap(),
                Tensor::from_i32(&[j as u64], &idx).unwrap(),
            ])
            .expect("gather runs");
        let want: Vec<f32> = idx
            .iter()
            .flat_map(|&i| t[i as usize * r..(i as usize + 1) * r].to_vec())
            .collect();
        assert_eq!(
            run.simulation.results[0].to_f32().unwrap(),
            want,
            "round {round}"
        );
        assert_eq!(run.verdict, Verdict::Pass { elements: 1024 });
        // A scatter: the first 8 of a random permutation of the 16 rows.
        let mut perm: Vec<i32> = (0..p as i32).collect();
        for k in (1..p).rev() {
            perm.swap(k, (next() % (k as u64 + 1)) as usize);
        }
        let sidx = &perm[..j];
        let src: Vec<f32> = (0..j * r).map(|_| (next() % 999) as f32).collect();
        let run = scatter
            .run(&[
                Tensor::from_f32(&[j as u64, r as u64], &src).unwrap(),
                Tensor::from_i32(&[j as u64], sidx).unwrap(),
                Tensor::from_f32(&[p as u64, r as u64], &t).unwrap(),
            ])
            .expect("scatter runs");
        let mut want = t.clone();
        for (jj, &i) in sidx.iter().enumerate() {
            want[i as usize * r..(i as usize + 1) * r].copy_from_slice(&src[jj * r..(jj + 1) * r]);
        }
        assert_eq!(
            run.simulation.results[1].to_f32().unwrap(),
            want,
            "round {round}"
        );
        assert_eq!(run.verdict, Verdict::Pass { elements: 2048 });
    }
}
