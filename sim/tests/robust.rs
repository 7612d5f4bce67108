//! Bad input never panics: random, mostly invalid commands must come back as `Ok` or a typed
//! `SimError`, and an error always names the failing command and carries its location tag.

use proptest::prelude::*;
use visa_sim::*;

fn space() -> impl Strategy<Value = Space> {
    prop_oneof![
        Just(Space::Host),
        Just(Space::Hbm { chip: 0 }),
        Just(Space::Hbm { chip: 1 }),
        Just(Space::Dm { chip: 0 }),
        Just(Space::Vrf { chip: 0 }),
        Just(Space::Trf { chip: 0 }),
    ]
}

fn addr() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(0u64),
        Just(1),
        Just(8),
        Just(4096),
        Just((512 << 10) - 8),
        Just(4 << 20),
        Just((48 << 30) - 8),
        Just(u64::MAX / 2),
        0u64..8192,
    ]
}

fn stride() -> impl Strategy<Value = i64> {
    prop_oneof![
        Just(-(4i64 << 20)),
        Just(-8),
        Just(0),
        Just(1),
        Just(8),
        Just(32),
        Just(256),
        Just(4 << 20),
        -40i64..40,
    ]
}

fn dma() -> impl Strategy<Value = Command> {
    let desc = (
        0u32..9,
        space(),
        space(),
        addr(),
        addr(),
        prop::collection::vec(
            (prop_oneof![0u32..5, Just(65_537)], stride(), stride()),
            0..3,
        ),
        prop_oneof![
            Just(0u32),
            Just(1),
            Just(8),
            Just(32),
            Just(256),
            Just(4096),
            Just(4097)
        ],
    )
        .prop_map(|(engine, src, dst, sb, db, e, stride0)| DmaDescriptor {
            engine,
            src,
            dst,
            src_base: sb,
            dst_base: db,
            entries: e
                .into_iter()
                .map(|(n, a, b)| DmaEntry::new(n, a, b))
                .collect(),
            stride0,
            indirect: None,
        });
    (any::<bool>(), prop::collection::vec(desc, 0..3)).prop_map(|(pcie, descriptors)| {
        Command::Dma(DmaCommand {
            engine: if pcie {
                DmaEngine::Pcie
            } else {
                DmaEngine::Tensor
            },
            descriptors,
            loc: Some("fuzz:dma".into()),
        })
    })
}

fn dtype() -> impl Strategy<Value = DType> {
    prop_oneof![
        Just(DType::I4),
        Just(DType::I8),
        Just(DType::I16),
        Just(DType::I32),
        Just(DType::Bf16),
        Just(DType::F32),
        Just(DType::F8E4M3),
    ]
}

fn seq() -> impl Strategy<Value = SeqConfig> {
    (
        prop::collection::vec((0u32..10, stride()), 0..4),
        prop_oneof![
            Just(0u32),
            Just(1),
            Just(2),
            Just(4),
            Just(8),
            Just(16),
            Just(32),
            Just(33)
        ],
    )
        .prop_map(|(e, p)| SeqConfig::new(&e, p))
}

fn operand() -> impl Strategy<Value = VeOperand> {
    prop_oneof![
        any::<i32>().prop_map(VeOperand::Imm),
        (addr(), 0u32..3).prop_map(|(addr, flits)| VeOperand::Vrf { addr, flits }),
        Just(VeOperand::Stash),
    ]
}

/// Any vector op of every stage, with operands that may be out of range or misplaced.
fn ve_op() -> impl Strategy<Value = VeOp> {
    use visa_tcp::{ArgMode, ClipOp, FpBinaryOp, FpTernaryOp, FpUnaryOp, LogicOp, WayChange};
    let way = prop_oneof![Just(WayChange::Split), Just(WayChange::Trim)];
    let mode = prop::sample::select(ArgMode::ALL.to_vec());
    prop_oneof![
        (fxp(), operand()).prop_map(|(op, operand)| VeOp::Fxp { op, operand }),
        (prop::sample::select(LogicOp::ALL.to_vec()), operand())
            .prop_map(|(op, operand)| VeOp::Logic { op, operand }),
        (0u8..40).prop_map(|int_width| VeOp::FxpToFp { int_width }),
        (0u8..40).prop_map(|int_width| VeOp::FpToFxp { int_width }),
        way.clone().prop_map(VeOp::Narrow),
        way.prop_map(VeOp::Widen),
        prop::sample::select(FpUnaryOp::ALL.to_vec()).prop_map(|op| VeOp::FpUnary { op }),
        (
            prop::sample::select(FpBinaryOp::ALL.to_vec()),
            operand(),
            mode.clone()
        )
            .prop_map(|(op, operand, mode)| VeOp::FpBinary { op, operand, mode }),
        (operand(), operand()).prop_map(|(a, b)| VeOp::FpTernary {
            op: FpTernaryOp::FmaF,
            operands: [a, b]
        }),
        (operand(), mode).prop_map(|(operand, mode)| VeOp::FpDiv { operand, mode }),
        (prop::sample::select(ClipOp::ALL.to_vec()), operand())
            .prop_map(|(op, operand)| VeOp::Clip { op, operand }),
        Just(VeOp::Stash),
    ]
}

fn fxp() -> impl Strategy<Value = FxpBinaryOp> {
    use FxpBinaryOp::*;
    prop_oneof![
        Just(AddFxp),
        Just(AddFxpSat),
        Just(SubFxp),
        Just(MulInt),
        Just(MulFxp),
        Just(LeftShift),
        Just(LeftShiftSat),
        Just(LogicRightShift),
        Just(ArithRightShift),
        Just(ArithRightShiftRound),
    ]
}

fn tu() -> impl Strategy<Value = Command> {
    let fetch = (
        addr(),
        dtype(),
        seq(),
        0u32..5,
        prop::option::of(dtype()),
        -2i32..3,
    )
        .prop_map(|(base, dtype, seq, fpp, cast, zp)| Fetch {
            base,
            dtype,
            seq,
            fetches_per_packet: fpp,
            cast,
            zero_point: zp,
            stages: Default::default(),
        });
    let vector = prop::option::of(
        (any::<bool>(), prop::collection::vec(ve_op(), 0..6)).prop_map(|(int, ops)| VeProgram {
            inter: None,
            dtype: if int { VeType::I32 } else { VeType::F32 },
            branch: BranchMode::Unconditional,
            ops,
            cond: Default::default(),
        }),
    );
    let sink = prop_oneof![
        addr().prop_map(|addr| Sink::ToVrf { addr }),
        (
            addr(),
            dtype(),
            prop_oneof![Just(8u32), Just(12), Just(32)],
            seq()
        )
            .prop_map(|(base, dtype, commit_in_size, seq)| Sink::Commit(Commit {
                base,
                dtype,
                commit_in_size,
                slice_bitmap: None,
                seq
            })),
    ];
    (
        any::<bool>(),
        0u32..2,
        0u32..600,
        0u32..600,
        fetch,
        vector,
        sink,
    )
        .prop_map(|(main, chip, a, b, fetch, vector, sink)| {
            Command::TensorUnit(TuCommand {
                context: if main { Context::Main } else { Context::Sub },
                chip,
                slices: SliceMask::range(a.min(b), a.max(b)),
                fetch,
                switch: Box::new(SwitchConfig::Forward),
                collect: Collect::default(),
                contraction: None,
                cast: None,
                vector,
                transpose: None,
                sink,
                loc: Some("fuzz:tu".into()),
            })
        })
}

fn sim() -> Simulator {
    let mut s = Simulator::new(SimConfig::default());
    let m = s.memory_mut();
    m.write(Space::Host, 0, &[3u8; 8192]).unwrap();
    m.write(Space::Hbm { chip: 0 }, 0, &[5u8; 8192]).unwrap();
    for slice in [0u32, 1, 255, 256, 511] {
        let a = m.slice_addr(Space::Dm { chip: 0 }, slice, 0);
        m.write(Space::Dm { chip: 0 }, a, &[7u8; 8192]).unwrap();
        let a = m.slice_addr(Space::Vrf { chip: 0 }, slice, 0);
        m.write(Space::Vrf { chip: 0 }, a, &[1u8; 4096]).unwrap();
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_programs_never_panic(cmds in prop::collection::vec(prop_oneof![dma(), tu()], 1..4)) {
        let mut p = Program::new();
        for c in cmds {
            p.push(c);
        }
        match sim().run(&p) {
            Ok(r) => {
                prop_assert_eq!(r.commands.len(), p.commands.len());
                let _ = r.trace_json();
            }
            Err(e) => {
                let i = e.command.expect("errors name their command");
                prop_assert_eq!(&e.loc, p.commands[i].loc());
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}
