//! Emission of a contraction plan as a stream module, in the style of
//! examples/gemm_bf16.mlir: type aliases, one `stream.kernel` (the stationary tile into
//! the TRF, the bias into the VRF, the streamed tile through fetch → contraction →
//! vector → cast → commit, the output tile to HBM) and one `stream.host_func`. It
//! decides nothing: every number comes from the [`Layout`] and the [`Placement`](super::layout::Placement).

use super::layout::{placement, Layout, Rows};
use super::{Axis, Contraction};
use crate::emit::hbm_addr;
use std::fmt::Write;
use visa_tcp::limits::{CLUSTERS, ROWS, SLICES};
use visa_tcp::DType;

/// The digit `[stride, stride · count)` of `a`: `A`, `A / s`, `A % c` or `A / s % c`;
/// `None` when it has one value.
fn digit(a: &Axis, stride: u64, count: u64) -> Option<String> {
    let n = &a.name;
    if count == 1 {
        None
    } else if stride == 1 && count == a.size {
        Some(n.clone())
    } else if stride == 1 {
        Some(format!("{n} % {count}"))
    } else if stride * count == a.size {
        Some(format!("{n} / {stride}"))
    } else {
        Some(format!("{n} / {stride} % {count}"))
    }
}

/// `m[a, b, ...]` of the present digits, `m[1]` when none is.
fn m(parts: &[Option<String>]) -> String {
    let p: Vec<&str> = parts.iter().flatten().map(String::as_str).collect();
    if p.is_empty() {
        "m[1]".into()
    } else {
        format!("m[{}]", p.join(", "))
    }
}

/// The mappings every aliased type shares, and the per-stage ones.
struct Maps {
    /// `m[1], CLUSTER, SLICE`.
    place: String,
    /// The streamed tile's rows, `M % tm`.
    rows: Option<String>,
    /// The tile's columns, `N % tn`.
    cols: Option<String>,
    /// The TRF's Row mapping (`m[N % 8]` or `m[1]`).
    row: String,
    /// The columns each Row holds (`N / 8 % g`, or `N % tn` on Row 0).
    per_row: Option<String>,
}

fn maps(c: &Contraction, l: &Layout) -> Maps {
    let (mt, nt) = (l.m_tiles(c), l.n_tiles(c));
    let mtile = digit(&c.m, l.tm, mt);
    let ntile = digit(&c.n, l.tn, nt);
    let (cluster, slice) = if l.clusters == 2 {
        (
            m(&[digit(&c.m, l.tm * mt / 2, 2)]),
            m(&[digit(&c.m, l.tm, mt / 2), ntile]),
        )
    } else {
        let inner = m(&[mtile, ntile]);
        let padded = match inner.as_str() {
            "m[1]" => format!("m[1 # {SLICES}]"),
            s => {
                let body = &s[2..s.len() - 1];
                if body.contains(',') {
                    format!("m[[{body}] # {SLICES}]")
                } else {
                    format!("m[{body} # {SLICES}]")
                }
            }
        };
        (format!("m[1 # {CLUSTERS}]"), padded)
    };
    let (row, per_row) = match l.rows {
        Rows::Split(g) => (m(&[digit(&c.n, 1, ROWS)]), digit(&c.n, ROWS, g)),
        Rows::One => ("m[1]".into(), digit(&c.n, 1, l.tn)),
    };
    Maps {
        place: format!("m[1], {cluster}, {slice}"),
        rows: digit(&c.m, 1, l.tm),
        cols: digit(&c.n, 1, l.tn),
        row,
        per_row,
    }
}

/// The tile of operand `o` in DM: its axes in host order, `M`/`N` cut to the tile.
fn dm_tile(c: &Contraction, l: &Layout, o: &super::Operand) -> String {
    let parts: Vec<Option<String>> = o
        .axes
        .iter()
        .map(|a| {
            if a.name == c.m.name {
                digit(a, 1, l.tm)
            } else if a.name == c.n.name {
                digit(a, 1, l.tn)
            } else {
                Some(a.name.clone())
            }
        })
        .collect();
    m(&parts)
}

/// The stream module text of the plan.
pub fn emit(name: &str, c: &Contraction, l: &Layout) -> String {
    let p = placement(c, l);
    let mp = maps(c, l);
    let place = &mp.place;
    let (kn, packet) = (&c.k.name, l.packet);
    let out = c.out.keyword();
    let mut s = String::new();
    let w = &mut s;
    let _ = writeln!(
        w,
        "// Planned by visa-plan from @{name} (visa-opt --plan): {} ({}).",
        l.describe(c),
        c.fused.join(" -> ")
    );
    // Host and HBM tensors: inputs in host-function order, then the result.
    for (i, inp) in c.inputs.iter().enumerate() {
        let axes = input_axes(c, i);
        let dt = input_dtype(c, i);
        let _ = writeln!(w, "!h{i} = !stream.host<{dt}, m[{axes}]> // {inp}");
        let _ = writeln!(w, "!x{i} = !stream.hbm<{dt}, m[1], m[{axes}]>");
    }
    let raxes: Vec<&str> = c.result_axes.iter().map(|a| a.name.as_str()).collect();
    let _ = writeln!(w, "!hout = !stream.host<{out}, m[{}]>", raxes.join(", "));
    let lane_pad = match (l.rows, c.out) {
        (Rows::Split(_), _) => None,
        (Rows::One, DType::F32) => Some("1 # 2".to_string()),
        (Rows::One, _) => Some("1 # 4".to_string()),
    };
    let tile = m(&[mp.rows.clone(), mp.cols.clone(), lane_pad.clone()]);
    let hbm_out = m(&[
        digit(&c.m, l.tm, l.m_tiles(c)),
        digit(&c.n, l.tn, l.n_tiles(c)),
        mp.rows.clone(),
        mp.cols.clone(),
        lane_pad,
    ]);
    let _ = writeln!(w, "!out = !stream.hbm<{out}, m[1], {hbm_out}>");
    // DM tiles.
    let (si, ti) = (c.stream.input, c.trf.input);
    let _ = writeln!(
        w,
        "!sdm = !stream.dm<bf16, {place}, {}>",
        dm_tile(c, l, &c.stream)
    );
    let _ = writeln!(
        w,
        "!tdm = !stream.dm<bf16, {place}, {}>",
        dm_tile(c, l, &c.trf)
    );
    let _ = writeln!(w, "!odm = !stream.dm<{out}, {place}, {tile}>");
    let tensor = |stage: &str, dt: &str, t: &str, pk: &str| {
        format!("!stream.tensor<{stage}, main, {dt}, {place}, {t}, {pk}>")
    };
    // The stationary tile's TRF load: Rows, then each Row's columns and K.
    let row_time = m(&[
        match l.rows {
            Rows::Split(_) => digit(&c.n, 1, ROWS),
            Rows::One => None,
        },
        mp.per_row.clone(),
        Some(format!("{kn} / 16")),
    ]);
    let kp = format!("m[{kn} % 16]");
    let _ = writeln!(
        w,
        "!tbegin = {}",
        tensor("begin", "bf16", "m[1]", &dm_tile(c, l, &c.trf))
    );
    let _ = writeln!(w, "!tfetch = {}", tensor("fetch", "bf16", &row_time, &kp));
    let _ = writeln!(
        w,
        "!tcollect = {}",
        tensor("collect", "bf16", &row_time, &kp)
    );
    let trf_elem = m(&[mp.per_row.clone(), Some(kn.clone())]);
    let _ = writeln!(
        w,
        "!trf = !stream.trf<bf16, {place}, {}, {trf_elem}>",
        mp.row
    );
    // The streamed tile.
    let st = m(&[mp.rows.clone(), Some(format!("{kn} / 16"))]);
    let _ = writeln!(
        w,
        "!begin = {}",
        tensor("begin", "bf16", "m[1]", &dm_tile(c, l, &c.stream))
    );
    let _ = writeln!(w, "!fetch = {}", tensor("fetch", "bf16", &st, &kp));
    let _ = writeln!(w, "!collect = {}", tensor("collect", "bf16", &st, &kp));
    let kpacket = if packet == 32 {
        format!("m[{kn} % 32]")
    } else {
        format!("m[{kn} % {packet} # 32]")
    };
    let at = m(&[
        mp.rows.clone(),
        digit(&c.k, packet, c.k.size / packet).or(Some(format!("{kn} / {packet}"))),
        mp.per_row.clone(),
    ]);
    let _ = writeln!(
        w,
        "!aligned = !stream.tensor<aligned, main, bf16, {place}, {}, {at}, {kpacket}>",
        mp.row
    );
    let _ = writeln!(
        w,
        "!contracted = !stream.tensor<contraction, main, f32, {place}, {}, {at}, m[1]>",
        mp.row
    );
    let acc_time = m(&[mp.rows.clone(), mp.per_row.clone()]);
    let acc_packet = match l.rows {
        Rows::Split(_) => mp.row.clone(),
        Rows::One => format!("m[1 # {ROWS}]"),
    };
    let _ = writeln!(
        w,
        "!acc = {}",
        tensor("reduce", "f32", &acc_time, &acc_packet)
    );
    let epilogue = c.bias.is_some() || c.relu;
    if epilogue {
        let _ = writeln!(
            w,
            "!vinit = {}",
            tensor("vector_init", "f32", &acc_time, &acc_packet)
        );
        let _ = writeln!(
            w,
            "!vb8 = {}",
            tensor("vector_branch", "f32", &acc_time, &acc_packet)
        );
        let _ = writeln!(
            w,
            "!vfinal = {}",
            tensor("vector_final", "f32", &acc_time, &acc_packet)
        );
    }
    if let Some((_, bdt)) = c.bias {
        let n = &c.n.name;
        let t4 = m(&[
            mp.rows.clone(),
            mp.per_row.clone(),
            Some(format!("{n} % 8 / 4")),
        ]);
        let _ = writeln!(
            w,
            "!vb4 = {}",
            tensor("vector_branch", "f32", &t4, &format!("m[{n} % 4]"))
        );
        let bt = m(std::slice::from_ref(&mp.cols));
        let bk = bdt.keyword();
        let _ = writeln!(w, "!bdm = !stream.dm<{bk}, {place}, {bt}>");
        let bfetch_t = m(std::slice::from_ref(&mp.per_row));
        let _ = writeln!(w, "!bbegin = {}", tensor("begin", bk, "m[1]", &bt));
        let _ = writeln!(
            w,
            "!bfetch = {}",
            tensor("fetch", "f32", &bfetch_t, &format!("m[{n} % 8]"))
        );
        let _ = writeln!(
            w,
            "!bcollect = {}",
            tensor("collect", "f32", &bfetch_t, &format!("m[{n} % 8]"))
        );
        let velem = m(&[mp.per_row.clone(), Some(format!("{n} % 8"))]);
        let _ = writeln!(w, "!bvrf = !stream.vrf<f32, {place}, {velem}>");
    }
    let last = if c.out == DType::F32 {
        if epilogue {
            "!vfinal"
        } else {
            "!acc"
        }
    } else {
        let cast_packet = match l.rows {
            Rows::Split(_) => format!("m[{} % 8 # 16]", c.n.name),
            Rows::One => "m[1 # 16]".into(),
        };
        let _ = writeln!(
            w,
            "!cast = {}",
            tensor("cast", out, &acc_time, &cast_packet)
        );
        "!cast"
    };
    let _ = writeln!(w);
    let _ = writeln!(
        w,
        "module attributes {{mapping.axes = #mapping.axes<{}>}} {{",
        c.axes_decl()
    );
    let n_in = c.inputs.len();
    let kparams: Vec<String> = (0..n_in).map(|i| format!("%a{i}: !x{i}")).collect();
    let _ = writeln!(
        w,
        "  stream.kernel @kernel({}) -> !out attributes {{chips = 1 : i64}} {{",
        kparams.join(", ")
    );
    let _ = writeln!(
        w,
        "    // The stationary tile ({}) into the TRF.",
        c.trf.input_text(c)
    );
    let _ = writeln!(
        w,
        "    %t_dm = stream.to_dm %a{ti} at {} : !x{ti} -> !tdm",
        p.trf
    );
    let _ = writeln!(w, "    %t0 = stream.begin %t_dm : !tdm -> !tbegin");
    let _ = writeln!(w, "    %t1 = stream.fetch %t0 : !tbegin -> !tfetch");
    let _ = writeln!(w, "    %t2 = stream.collect %t1 : !tfetch -> !tcollect");
    let _ = writeln!(w, "    %trf = stream.to_trf %t2 full : !tcollect -> !trf");
    if let Some((bi, _)) = c.bias {
        let _ = writeln!(w, "    // The bias into the VRF, as f32.");
        let _ = writeln!(
            w,
            "    %b_dm = stream.to_dm %a{bi} at {} : !x{bi} -> !bdm",
            p.bias
        );
        let _ = writeln!(w, "    %b0 = stream.begin %b_dm : !bdm -> !bbegin");
        let _ = writeln!(w, "    %b1 = stream.fetch %b0 : !bbegin -> !bfetch");
        let _ = writeln!(w, "    %b2 = stream.collect %b1 : !bfetch -> !bcollect");
        let _ = writeln!(w, "    %bias = stream.to_vrf %b2 at 0 : !bcollect -> !bvrf");
    }
    let _ = writeln!(
        w,
        "    // The streamed tile ({}) through the Contraction Engine.",
        c.stream.input_text(c)
    );
    let _ = writeln!(
        w,
        "    %s_dm = stream.to_dm %a{si} at {} : !x{si} -> !sdm",
        p.stream
    );
    let _ = writeln!(w, "    %m0 = stream.begin %s_dm : !sdm -> !begin");
    let _ = writeln!(w, "    %m1 = stream.fetch %m0 : !begin -> !fetch");
    let _ = writeln!(w, "    %m2 = stream.collect %m1 : !fetch -> !collect");
    let _ = writeln!(
        w,
        "    %m3 = stream.align %m2, %trf : !collect, !trf -> !aligned"
    );
    let _ = writeln!(w, "    %m4 = stream.contract %m3 : !aligned -> !contracted");
    let _ = writeln!(
        w,
        "    %m5 = stream.accumulate %m4 interleaved : !contracted -> !acc"
    );
    let mut cur = "%m5".to_string();
    if epilogue {
        let _ = writeln!(w, "    %v0 = stream.vector_init %m5 : !acc -> !vinit");
        let _ = writeln!(
            w,
            "    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8"
        );
        cur = "%v1".into();
        if c.bias.is_some() {
            let _ = writeln!(w, "    %v2 = stream.vector_split %v1 : !vb8 -> !vb4");
            let _ = writeln!(
                w,
                "    %v3 = stream.vector_fp_binary add_f %v2, %bias : !vb4, !bvrf -> !vb4 // nt.binary add"
            );
            let _ = writeln!(w, "    %v4 = stream.vector_concat %v3 : !vb4 -> !vb8");
            cur = "%v4".into();
        }
        if c.relu {
            let _ = writeln!(
                w,
                "    %v5 = stream.vector_clip max {cur}, 0 : !vb8 -> !vb8 // relu: max with +0.0"
            );
            cur = "%v5".into();
        }
        let _ = writeln!(w, "    %vf = stream.vector_final {cur} : !vb8 -> !vfinal");
        cur = "%vf".into();
    }
    let from = if epilogue { "!vfinal" } else { "!acc" };
    if last == "!cast" {
        let _ = writeln!(w, "    %c0 = stream.cast {cur} : {from} -> !cast");
        cur = "%c0".into();
    }
    let _ = writeln!(
        w,
        "    %o_dm = stream.commit {cur} at {} : {last} -> !odm",
        p.out
    );
    let _ = writeln!(
        w,
        "    %o = stream.to_hbm %o_dm at {} : !odm -> !out",
        hbm_addr(n_in)
    );
    let _ = writeln!(w, "    stream.return %o : !out");
    let _ = writeln!(w, "  }}");
    let _ = writeln!(w);
    let hparams: Vec<String> = (0..n_in).map(|i| format!("%h{i}: !h{i}")).collect();
    let _ = writeln!(
        w,
        "  stream.host_func @{name}({}) -> !hout {{",
        hparams.join(", ")
    );
    // The stationary operand first: its DMA and TRF load overlap the others' uploads.
    let mut order = vec![ti];
    order.extend((0..n_in).filter(|&i| i != ti));
    for i in order {
        let _ = writeln!(
            w,
            "    %y{i} = stream.to_hbm %h{i} at {} : !h{i} -> !x{i}",
            hbm_addr(i)
        );
    }
    let ys: Vec<String> = (0..n_in).map(|i| format!("%y{i}")).collect();
    let xs: Vec<String> = (0..n_in).map(|i| format!("!x{i}")).collect();
    let _ = writeln!(
        w,
        "    %r = stream.launch @kernel({}) : ({}) -> !out",
        ys.join(", "),
        xs.join(", ")
    );
    let _ = writeln!(w, "    %res = stream.to_host %r : !out -> !hout");
    let _ = writeln!(w, "    stream.return %res : !hout");
    let _ = writeln!(w, "  }}");
    let _ = writeln!(w, "}}");
    s
}

/// Host input `i`'s axes, comma-separated in host order.
fn input_axes(c: &Contraction, i: usize) -> String {
    let axes: Vec<&str> = if c.stream.input == i {
        c.stream.axes.iter().map(|a| a.name.as_str()).collect()
    } else if c.trf.input == i {
        c.trf.axes.iter().map(|a| a.name.as_str()).collect()
    } else {
        vec![c.n.name.as_str()]
    };
    axes.join(", ")
}

/// Host input `i`'s element type keyword.
fn input_dtype(c: &Contraction, i: usize) -> &'static str {
    match c.bias {
        Some((b, dt)) if b == i => dt.keyword(),
        _ => "bf16",
    }
}
