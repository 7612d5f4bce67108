//! Hand-built hw IR for the manual's Constant Addition kernel (K1, L158–220) run
//! through the simulator, checked against a plain loop; and the synchronization
//! verifier on hand-written token lists.

use visa_hw::{from_sim, sync, to_sim, HostTensor};
use visa_ir::{verifier, Context, DialectRegistry, Value};
use visa_sim::hello::{self, HelloShape};
use visa_sim::{Command, DType, SimConfig, Simulator, Space};

const DM: Space = Space::Dm { chip: 0 };

fn ctx() -> Context {
    let mut r = DialectRegistry::new();
    visa_hw::register(&mut r);
    Context::new(r)
}

fn host(index: usize, addr: u64, loc: visa_ir::Location) -> HostTensor {
    HostTensor {
        index,
        addr,
        dtype: DType::I32,
        shape: vec![2048],
        strides: vec![1],
        loc,
    }
}

/// K1's commands with the manual's addresses (HBM 0 -> DM 0 -> +1 -> DM 4096 -> HBM 2^28),
/// the result copied back to host 2^16: the simulator crate's hand-built Constant Addition.
fn k1_commands() -> Vec<Command> {
    let shape = HelloShape {
        host_out: 1 << 16,
        ..HelloShape::manual()
    };
    hello::constant_addition(&shape).commands
}

/// Builds the program; `waits[i]` lists the commands command `i` takes tokens from.
fn build(ctx: &mut Context, waits: &[Vec<usize>]) -> visa_ir::OpId {
    let module = ctx.create_module(None);
    let top = ctx.module_body(module);
    let loc = ctx.file_loc("k1.mlir", 1, 1);
    let prog = from_sim::program(ctx, top, "k1", 1, loc);
    let body = ctx.module_body(prog);
    from_sim::host(ctx, body, &host(0, 0, loc), true);
    from_sim::host(ctx, body, &host(0, 1 << 16, loc), false);
    let mut tokens: Vec<Value> = Vec::new();
    for (i, c) in k1_commands().iter().enumerate() {
        let l = ctx.file_loc("k1.mlir", i as u32 + 2, 3);
        let w: Vec<Value> = waits[i].iter().map(|&j| tokens[j]).collect();
        let op = from_sim::command(ctx, body, c, &w, l);
        tokens.push(ctx.result(op, 0));
    }
    prog
}

#[test]
fn k1_runs_on_the_simulator_and_adds_one() {
    let mut ctx = ctx();
    // Each command reads what the previous one wrote (a RAW chain).
    let chain = vec![vec![], vec![0], vec![1], vec![2], vec![3]];
    let prog = build(&mut ctx, &chain);
    verifier::verify(&ctx, prog).unwrap_or_else(|d| panic!("{d:?}"));
    let p = to_sim::translate(&ctx, prog).unwrap();
    // 1:1: the translation gives back exactly the commands the IR was built from.
    let mut expected = k1_commands();
    for (i, c) in expected.iter_mut().enumerate() {
        let l = Some(format!("k1.mlir:{}:3", i + 2));
        match c {
            Command::Dma(d) => d.loc = l,
            Command::TensorUnit(t) => t.loc = l,
        }
    }
    assert_eq!(p.program.commands, expected);
    assert_eq!(p.inputs.len(), 1);
    assert_eq!(p.outputs[0].addr, 1 << 16);

    // G-K1a/G-K1b inputs: in[a] = a - 1024, with in[0] = i32::MAX to check the wrap.
    let mut input: Vec<i32> = (0..2048).map(|a| a - 1024).collect();
    input[0] = i32::MAX;
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut().write_i32s(Space::Host, 0, &input).unwrap();
    let report = sim.run(&p.program).unwrap();
    let out = sim.memory().read_i32s(Space::Host, 1 << 16, 2048).unwrap();
    let mut reference = Vec::new();
    for &x in &input {
        reference.push(x.wrapping_add(1));
    }
    assert_eq!(out, reference);
    assert_eq!(out[0], i32::MIN);
    assert_eq!(out[5], 5 - 1024 + 1);
    // The DM result of slice 3 sits at DM 4096 of that slice (G-K1c).
    let s3 = sim.memory().read_i32s(DM, 3 * (4 << 20) + 4096, 8).unwrap();
    assert_eq!(s3, (24..32).map(|a| a - 1024 + 1).collect::<Vec<i32>>());
    assert!(report.total_cycles > 0);
}

#[test]
fn minimal_waits_of_k1_form_the_raw_chain() {
    let p = visa_sim::Program {
        commands: k1_commands(),
    };
    let fps = sync::footprints(&p, 1).unwrap();
    let hz = sync::hazards(&fps);
    // Worked by hand: 1 reads HBM [0, 8192) written by 0; 2 reads DM 0..32 per slice
    // written by 1; 3 reads DM 4096.. written by 2; 4 reads HBM 2^28.. written by 3.
    assert_eq!(hz[1], vec![(0, visa_sim::Hazard::Raw)]);
    assert_eq!(hz[2], vec![(1, visa_sim::Hazard::Raw)]);
    assert_eq!(hz[3], vec![(2, visa_sim::Hazard::Raw)]);
    assert_eq!(hz[4], vec![(3, visa_sim::Hazard::Raw)]);
    assert_eq!(
        sync::minimal_waits(&hz),
        vec![vec![], vec![0], vec![1], vec![2], vec![3]]
    );
}

#[test]
fn a_missing_wait_is_a_verifier_error() {
    let mut ctx = ctx();
    // The pass (#2) does not wait for the DMA (#1) that fills its DM input.
    let waits = vec![vec![], vec![0], vec![], vec![2], vec![3]];
    let prog = build(&mut ctx, &waits);
    let errs = verifier::verify(&ctx, prog).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert!(
        errs[0]
            .message
            .contains("'hw.tu' op has a RAW dependency on command #1 ('hw.dma')"),
        "{}",
        errs[0].message
    );
    // Reported at the pass's own location (line 4 of k1.mlir).
    assert_eq!(
        visa_ir::diagnostic::file_line_col(&ctx, errs[0].loc),
        Some(("k1.mlir", 4, 3))
    );
}

#[test]
fn configuration_limits_are_verified() {
    let mut ctx = ctx();
    let chain = vec![vec![], vec![0], vec![1], vec![2], vec![3]];
    let prog = build(&mut ctx, &chain);
    let body = ctx.module_body(prog);
    let tu = ctx
        .block_ops(body)
        .find(|&o| visa_hw::ops::Tu::matches(&ctx, o).is_some())
        .unwrap();
    // Nine fetch entries: over the limit of 8 (L1630).
    let seq = |ctx: &mut visa_ir::Context, entries: &[(u32, i64)], packet: u32| {
        visa_hw::attrs::seq_attr(ctx, "hw", &visa_tcp::SeqConfig::new(entries, packet))
    };
    let nine = seq(&mut ctx, &[(1, 1); 9], 1);
    ctx.set_attr_named(tu, "fetch_seq", nine);
    let e = verifier::verify(&ctx, prog).unwrap_err();
    assert!(
        e[0].message
            .contains("has 9 entries; a sequencer has at most 8"),
        "{}",
        e[0].message
    );
    // A size of 65,537 (L1632).
    let big = seq(&mut ctx, &[(65_537, 1)], 1);
    ctx.set_attr_named(tu, "fetch_seq", big);
    let e = verifier::verify(&ctx, prog).unwrap_err();
    assert!(e[0].message.contains("size 65537"), "{}", e[0].message);
    // Packets of 3 i32 = 12 bytes (L1633).
    let three = seq(&mut ctx, &[(8, 1)], 3);
    ctx.set_attr_named(tu, "fetch_seq", three);
    let e = verifier::verify(&ctx, prog).unwrap_err();
    assert!(
        e[0].message.contains("packets of 12 bytes"),
        "{}",
        e[0].message
    );
}

#[test]
fn a_program_without_a_body_block_is_empty_not_a_panic() {
    let mut ctx = ctx();
    let module = ctx.create_module(None);
    let top = ctx.module_body(module);
    let name = ctx.intern_op_name("hw.program");
    let loc = ctx.unknown_loc();
    let mut st = visa_ir::OperationState::new(name, loc);
    st.add_region(&mut ctx);
    let n = ctx.string_attr("empty");
    st.add_attr(&mut ctx, "sym_name", n);
    let prog = ctx.create_op(st);
    ctx.append_op(top, prog);
    verifier::verify(&ctx, module).unwrap();
    let p = to_sim::translate(&ctx, prog).unwrap();
    assert!(p.program.commands.is_empty() && p.inputs.is_empty());
}

/// The typed wrappers `visa_ir::op!` generates read back the values of the commands the
/// program was built from, and each command waits on exactly the tokens it was given.
#[test]
fn typed_wrappers_read_back_the_commands() {
    use visa_hw::ops::{Descriptor, Dma, Program, Tu};
    let mut ctx = ctx();
    let chain = vec![vec![], vec![0], vec![1], vec![2], vec![3]];
    let prog = build(&mut ctx, &chain);
    verifier::verify(&ctx, prog).unwrap_or_else(|d| panic!("{d:?}"));
    let p = Program::matches(&ctx, prog).unwrap();
    assert_eq!(p.sym_name(&ctx), "k1");
    let body = ctx.module_body(prog);
    let ops: Vec<_> = ctx.block_ops(body).collect();
    // Two host bindings, then one op per command.
    assert_eq!(ops.len(), 2 + k1_commands().len());
    let mut tokens = Vec::new();
    for (i, (c, &op)) in k1_commands().iter().zip(&ops[2..]).enumerate() {
        let want: Vec<Value> = chain[i].iter().map(|&j| tokens[j]).collect();
        match c {
            Command::Dma(d) => {
                let w = Dma::matches(&ctx, op).expect("a DMA command is an hw.dma");
                assert!(Tu::matches(&ctx, op).is_none());
                assert_eq!(w.queue(&ctx), d.engine);
                assert_eq!(w.waits(&ctx), want.as_slice());
                let descs: Vec<Descriptor> = ctx
                    .block_ops(ctx.region_blocks(w.body(&ctx))[0])
                    .map(|o| Descriptor::matches(&ctx, o).unwrap())
                    .collect();
                assert_eq!(descs.len(), d.descriptors.len());
                for (x, dd) in descs.iter().zip(&d.descriptors) {
                    assert_eq!(x.src(&ctx), dd.src.kind());
                    assert_eq!(x.dst(&ctx), dd.dst.kind());
                    assert_eq!(x.src_base(&ctx), dd.src_base);
                    assert_eq!(x.dst_base(&ctx), dd.dst_base);
                }
                tokens.push(w.token(&ctx));
            }
            Command::TensorUnit(t) => {
                let w = Tu::matches(&ctx, op).expect("a Tensor-Unit command is an hw.tu");
                assert_eq!(w.context(&ctx), t.context);
                assert_eq!(w.fetch_base(&ctx), t.fetch.base);
                assert_eq!(w.fetch_dtype(&ctx), t.fetch.dtype);
                assert_eq!(w.fetch_seq(&ctx), &t.fetch.seq);
                assert_eq!(w.waits(&ctx), want.as_slice());
                tokens.push(w.token(&ctx));
            }
        }
    }
}
