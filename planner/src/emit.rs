//! Emission: writes a [`Plan`] as a stream module in the style of the hand-written
//! kernels (type aliases, one `stream.kernel`, one `stream.host_func`). It only
//! spells out what the plan decided; every number comes from the plan.

use crate::plan::{Chain, Layout, Operand, Plan};
use std::fmt::Write;
use visa_tcp::limits::{CLUSTERS, FLIT_LANES, SLICES};

/// The HBM byte address of tensor `i` (arguments in order, then the result): each in
/// its own 256 MiB window, as the hand-written kernels place them (decision PLN-4).
pub fn hbm_addr(i: usize) -> u64 {
    (i as u64) << 28
}

/// The Slice mapping: `m[A / E # 256]`, or with outer axes `m[[M, A / E] # 256]`.
pub fn slice_mapping(c: &Chain, l: &Layout) -> String {
    let inner = format!("{} / {}", c.axis, l.per_slice);
    if c.outer.is_empty() {
        format!("m[{inner} # {SLICES}]")
    } else {
        let outer: Vec<&str> = c.outer.iter().map(|(n, _)| n.as_str()).collect();
        format!("m[[{}, {inner}] # {SLICES}]", outer.join(", "))
    }
}

/// The stream module text of `plan`.
pub fn emit(plan: &Plan) -> String {
    let c = &plan.chain;
    let l = &plan.layout;
    let a = &c.axis;
    let e = l.per_slice;
    let lanes = FLIT_LANES as u64;
    let float = c.dtype == visa_tcp::DType::F32;
    let ty = if float { "f32" } else { "i32" };
    let slice = slice_mapping(c, l);
    let cluster = format!("m[1 # {CLUSTERS}]");
    let elem = format!("m[{a} % {e}]");
    // Time and packet once fetched: one flit of `lanes` elements per cycle.
    let (time, packet) = if l.flits() == 1 {
        ("m[1]".to_string(), elem.clone())
    } else {
        (
            format!("m[{a} % {e} / {lanes}]"),
            format!("m[{a} % {e} % {lanes}]"),
        )
    };
    let pos = |stage: &str, ctxn: &str, t: &str, p: &str| {
        format!("!stream.tensor<{stage}, {ctxn}, {ty}, m[1], {cluster}, {slice}, {t}, {p}>")
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "// Planned by visa-plan from @{} (visa-opt --plan): {} elements per slice over {} slices, {} flit(s) per slice.",
        plan.name,
        e,
        l.slices,
        l.flits()
    );
    let ha = c.host_axes();
    let _ = writeln!(s, "!host = !stream.host<{ty}, m[{ha}]>");
    let _ = writeln!(s, "!hbm = !stream.hbm<{ty}, m[1], m[{ha}]>");
    let _ = writeln!(
        s,
        "!dm = !stream.dm<{ty}, m[1], {cluster}, {slice}, {elem}>"
    );
    if c.vrf.is_some() {
        let _ = writeln!(
            s,
            "!vrf = !stream.vrf<{ty}, m[1], {cluster}, {slice}, {elem}>"
        );
        let _ = writeln!(s, "!sbegin = {}", pos("begin", "sub", "m[1]", &elem));
        let _ = writeln!(s, "!sfetch = {}", pos("fetch", "sub", &time, &packet));
        let _ = writeln!(s, "!scollect = {}", pos("collect", "sub", &time, &packet));
    }
    let _ = writeln!(s, "!begin = {}", pos("begin", "main", "m[1]", &elem));
    let _ = writeln!(s, "!fetch = {}", pos("fetch", "main", &time, &packet));
    let _ = writeln!(s, "!collect = {}", pos("collect", "main", &time, &packet));
    let _ = writeln!(s, "!vinit = {}", pos("vector_init", "main", &time, &packet));
    let _ = writeln!(
        s,
        "!vbranch = {}",
        pos("vector_branch", "main", &time, &packet)
    );
    let _ = writeln!(
        s,
        "!vfinal = {}",
        pos("vector_final", "main", &time, &packet)
    );
    // The float path runs Way4: half-flit packets, twice the Time (L4847).
    let half = lanes / 2;
    if float {
        let _ = writeln!(
            s,
            "!vb4 = {}",
            pos(
                "vector_branch",
                "main",
                &format!("m[{a} % {e} / {half}]"),
                &format!("m[{a} % {half}]")
            )
        );
    }
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "module attributes {{mapping.axes = #mapping.axes<{}>}} {{",
        c.axes_text().replace(':', " =")
    );
    // The kernel's parameters: the streamed input, then the VRF operand.
    let mut params = vec![c.input];
    if let Some(v) = c.vrf {
        params.push(v);
    }
    let plist: Vec<String> = params.iter().map(|i| format!("%a{i}: !hbm")).collect();
    let _ = writeln!(
        s,
        "  stream.kernel @kernel({}) -> !hbm attributes {{chips = 1 : i64}} {{",
        plist.join(", ")
    );
    let _ = writeln!(
        s,
        "    %in_dm = stream.to_dm %a{} at {} : !hbm -> !dm",
        c.input, plan.dm.input
    );
    if let Some(v) = c.vrf {
        let _ = writeln!(
            s,
            "    %vsrc_dm = stream.to_dm %a{v} at {} : !hbm -> !dm",
            plan.dm.vrf_src
        );
        let _ = writeln!(s, "    %s0 = stream.begin %vsrc_dm : !dm -> !sbegin");
        let _ = writeln!(s, "    %s1 = stream.fetch %s0 : !sbegin -> !sfetch");
        let _ = writeln!(s, "    %s2 = stream.collect %s1 : !sfetch -> !scollect");
        let _ = writeln!(
            s,
            "    %vrf = stream.to_vrf %s2 at {} : !scollect -> !vrf",
            plan.dm.vrf
        );
    }
    let _ = writeln!(s, "    %m0 = stream.begin %in_dm : !dm -> !begin");
    let _ = writeln!(s, "    %m1 = stream.fetch %m0 : !begin -> !fetch");
    let _ = writeln!(s, "    %m2 = stream.collect %m1 : !fetch -> !collect");
    let _ = writeln!(s, "    %v0 = stream.vector_init %m2 : !collect -> !vinit");
    let _ = writeln!(
        s,
        "    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch"
    );
    let mut cur = 1;
    let vb = if float {
        let _ = writeln!(s, "    %v2 = stream.vector_split %v1 : !vbranch -> !vb4");
        cur = 2;
        "!vb4"
    } else {
        "!vbranch"
    };
    for st in &c.steps {
        let next = cur + 1;
        match st.operand {
            Operand::Imm(v) => {
                let _ = writeln!(
                    s,
                    "    %v{next} = {} {} %v{cur}, {v} : {vb} -> {vb} // {}",
                    st.ve.stream_op(),
                    st.ve.keyword(),
                    st.nt
                );
            }
            Operand::Vrf(_) => {
                let _ = writeln!(
                    s,
                    "    %v{next} = {} {} %v{cur}, %vrf : {vb}, !vrf -> {vb} // {}",
                    st.ve.stream_op(),
                    st.ve.keyword(),
                    st.nt
                );
            }
        }
        cur = next;
    }
    if float {
        let _ = writeln!(
            s,
            "    %v{} = stream.vector_concat %v{cur} : !vb4 -> !vbranch",
            cur + 1
        );
        cur += 1;
    }
    let _ = writeln!(
        s,
        "    %vf = stream.vector_final %v{cur} : !vbranch -> !vfinal"
    );
    let _ = writeln!(
        s,
        "    %out_dm = stream.commit %vf at {} : !vfinal -> !dm",
        plan.dm.output
    );
    let _ = writeln!(
        s,
        "    %out = stream.to_hbm %out_dm at {} : !dm -> !hbm",
        hbm_addr(c.args)
    );
    let _ = writeln!(s, "    stream.return %out : !hbm");
    let _ = writeln!(s, "  }}");
    let _ = writeln!(s);
    let hargs: Vec<String> = (0..c.args).map(|i| format!("%x{i}: !host")).collect();
    let _ = writeln!(
        s,
        "  stream.host_func @{}({}) -> !host {{",
        plan.name,
        hargs.join(", ")
    );
    for i in 0..c.args {
        let _ = writeln!(
            s,
            "    %h{i} = stream.to_hbm %x{i} at {} : !host -> !hbm",
            hbm_addr(i)
        );
    }
    let kargs: Vec<String> = params.iter().map(|i| format!("%h{i}")).collect();
    let ktys: Vec<&str> = params.iter().map(|_| "!hbm").collect();
    let _ = writeln!(
        s,
        "    %r = stream.launch @kernel({}) : ({}) -> !hbm",
        kargs.join(", "),
        ktys.join(", ")
    );
    let _ = writeln!(s, "    %res = stream.to_host %r : !hbm -> !host");
    let _ = writeln!(s, "    stream.return %res : !host");
    let _ = writeln!(s, "  }}");
    let _ = writeln!(s, "}}");
    s
}
