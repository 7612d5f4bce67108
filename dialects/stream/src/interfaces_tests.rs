//! Tests of the stream dialect's op interfaces.
use super::*;
use crate::interp::Semantics;
use crate::ops;
use visa_ir::{DialectRegistry, Traits};

fn parse(text: &str) -> (Context, OpId) {
    let mut reg = DialectRegistry::new();
    crate::register(&mut reg);
    let mut ctx = Context::new(reg);
    let m = visa_ir::parser::parse_source(&mut ctx, text, "t.mlir").expect("parses");
    visa_ir::verifier::verify(&ctx, m).expect("verifies");
    (ctx, m)
}

fn all_ops(ctx: &Context, m: OpId) -> Vec<OpId> {
    let mut v = Vec::new();
    ctx.walk(m, &mut |o| v.push(o));
    v
}

/// Footprints of K2 (`examples/elementwise_mul.mlir`), worked by hand: A = 2048
/// i32, so a DM/VRF tensor `m[A % 8]` per slice is 8 * 4 = 32 bytes and an HBM or
/// host tensor `m[A]` is 2048 * 4 = 8192 bytes.
#[test]
fn footprints_of_k2() {
    let (ctx, m) = parse(include_str!("../../../examples/elementwise_mul.mlir"));
    let mut writes = Vec::new();
    let mut reads = Vec::new();
    for op in all_ops(&ctx, m) {
        let name = ctx.op_name_str(op).to_string();
        for f in footprints(&ctx, op, EffectKind::Write) {
            writes.push((name.clone(), f.tier, f.addr, f.bytes));
        }
        for f in footprints(&ctx, op, EffectKind::Read) {
            reads.push((name.clone(), f.tier, f.addr, f.bytes));
        }
    }
    let w = |n: &str, t, a, b| (n.to_string(), t, a, b);
    assert_eq!(
        writes,
        [
            w(ops::ToDm::NAME, Tier::Dm, Some(0), 32),
            w(ops::ToDm::NAME, Tier::Dm, Some(4096), 32),
            w(ops::ToVrf::NAME, Tier::Vrf, Some(0), 32),
            w(ops::Commit::NAME, Tier::Dm, Some(8192), 32),
            w(ops::ToHbm::NAME, Tier::Hbm, Some(536870912), 8192),
            w(ops::ToHbm::NAME, Tier::Hbm, Some(0), 8192),
            w(ops::ToHbm::NAME, Tier::Hbm, Some(268435456), 8192),
            w(ops::ToHost::NAME, Tier::Host, None, 8192),
        ]
    );
    assert_eq!(
        reads,
        [
            w(ops::ToDm::NAME, Tier::Hbm, None, 8192),
            w(ops::ToDm::NAME, Tier::Hbm, None, 8192),
            w(ops::Begin::NAME, Tier::Dm, None, 32),
            w(ops::Begin::NAME, Tier::Dm, None, 32),
            w(ops::VectorFxp::NAME, Tier::Vrf, None, 32),
            w(ops::ToHbm::NAME, Tier::Dm, None, 32),
            w(ops::ToHbm::NAME, Tier::Host, None, 8192),
            w(ops::ToHbm::NAME, Tier::Host, None, 8192),
            w(ops::ToHost::NAME, Tier::Hbm, None, 8192),
        ]
    );
}

/// Every op of the dialect answers the interfaces its role needs: functions are
/// FunctionLike, the return is RETURN_LIKE, the launch CallLike, every other op a
/// pipeline stage with interpreter semantics; and the engines are the manual's
/// (L131, L1199–1223).
#[test]
fn every_op_declares_its_interfaces() {
    let engines = [
        (ops::ToHbm::NAME, Engine::Dma),
        (ops::ToHost::NAME, Engine::Dma),
        (ops::ToDm::NAME, Engine::Dma),
        (ops::Begin::NAME, Engine::Fetch),
        (crate::interleave::BeginInterleaved::NAME, Engine::Fetch),
        (ops::Fetch::NAME, Engine::Fetch),
        (ops::Switch::NAME, Engine::Switch),
        (ops::Collect::NAME, Engine::Collect),
        (ops::ToVrf::NAME, Engine::Commit),
        (ops::VectorInit::NAME, Engine::Vector),
        (ops::VectorBranch::NAME, Engine::Vector),
        (crate::branch::VectorBranchLog::NAME, Engine::Vector),
        (crate::filter::VectorFilter::NAME, Engine::Vector),
        (ops::VectorFxp::NAME, Engine::Vector),
        (ops::VectorFinal::NAME, Engine::Vector),
        (ops::Commit::NAME, Engine::Commit),
        // The TRF, the Aligner, the Reducer and the accumulator are the Contraction
        // Engine's (L3670–3673, L4040); the Cast Engine is its own (L6756).
        (crate::contraction::ToTrf::NAME, Engine::Contraction),
        (crate::contraction::Align::NAME, Engine::Contraction),
        (crate::contraction::Contract::NAME, Engine::Contraction),
        (crate::contraction::Accumulate::NAME, Engine::Contraction),
        (crate::contraction::Cast::NAME, Engine::Cast),
        (ops::Dma::NAME, Engine::Dma),
        // The chip-to-chip path and the asymmetric slice are DMA transfers (L7606–7609).
        (crate::chip::ChipShuffle::NAME, Engine::Dma),
        (crate::chip::ChipSlice::NAME, Engine::Dma),
        // The Transpose Engine (L6820); the Inter-Slice Block is the Vector Engine's
        // (L6583).
        (crate::transpose::Transpose::NAME, Engine::Transpose),
        (
            crate::inter_slice::VectorInterSliceReduce::NAME,
            Engine::Vector,
        ),
        // Indirect access is the tensor DMA's (L1684–1690, L8003–8005).
        (ops::Gather::NAME, Engine::Dma),
        (ops::Scatter::NAME, Engine::Dma),
    ];
    let vector_stages: Vec<&str> = crate::vector_ops::ops()
        .iter()
        .chain(crate::two_group::ops().iter())
        .map(|d| d.name)
        .collect();
    for def in ops::ops() {
        let i = &def.interfaces;
        if def.name == ops::HostFunc::NAME || def.name == ops::Kernel::NAME {
            assert_eq!(
                i.get::<FunctionLike>().map(|f| f.host),
                Some(def.name == ops::HostFunc::NAME)
            );
        } else if def.name == ops::Return::NAME {
            assert!(def.traits.contains(Traits::RETURN_LIKE));
        } else if def.name == ops::Launch::NAME {
            assert!(i.has::<CallLike>());
        } else if [
            crate::tile::Tile::NAME,
            crate::reshape::SplitAxis::NAME,
            crate::reshape::MergeAxes::NAME,
            crate::relabel::Bitcast::NAME,
            crate::relabel::RenameAxis::NAME,
        ]
        .contains(&def.name)
        {
            // A tile (L814–835) and a reshape are views: no engine runs them, the
            // interpreter renumbers.
            assert!(!i.has::<PipelineStage>());
            assert!(i.has::<Semantics>());
            assert!(i.has::<View>());
        } else if def.name == crate::commit_view::CommitView::NAME {
            // A commit into a tile view: the Commit Engine writes, the result is the
            // parent's bytes (L2158–2163, decision C10D-1).
            assert_eq!(
                i.get::<PipelineStage>().map(|s| s.engine),
                Some(Engine::Commit)
            );
            assert!(i.has::<Semantics>());
            assert!(i.has::<View>());
        } else {
            // Only the tile, the reshapes and commit_view are views: every other op copies or
            // computes.
            assert!(!i.has::<View>(), "{}", def.name);
            let e = engines
                .iter()
                .find(|(n, _)| *n == def.name)
                .map(|(_, e)| *e)
                .or_else(|| vector_stages.contains(&def.name).then_some(Engine::Vector))
                .unwrap_or_else(|| panic!("{}: no expected engine", def.name));
            assert_eq!(i.get::<PipelineStage>().map(|s| s.engine), Some(e));
            assert!(i.has::<Semantics>(), "{}", def.name);
        }
    }
    // Only the intra-slice stages (vector_fxp and those of `vector_ops`) stay in the
    // intra-slice block and declare their stage; the ones with an ALU pool (all but
    // narrow/widen) declare AluUse (conversions and fp_div answer `None`).
    let stash = crate::vector_ops::VectorStash::NAME;
    let narrow_widen = [
        stash,
        crate::branch::VectorBranchLog::NAME,
        crate::filter::VectorFilter::NAME,
        crate::vector_ops::VectorIntraSliceReduce::NAME,
        crate::vector_ops::VectorSplit::NAME,
        crate::vector_ops::VectorTrimWay4::NAME,
        crate::vector_ops::VectorConcat::NAME,
        crate::vector_ops::VectorPadWay8::NAME,
    ];
    for def in ops::ops() {
        let stage = def.name == ops::VectorFxp::NAME
            || def.name == crate::branch::VectorBranchLog::NAME
            || def.name == crate::filter::VectorFilter::NAME
            || (vector_stages.contains(&def.name)
                && def.name != crate::two_group::VectorIntraSliceUnzip::NAME);
        let alu = stage && !narrow_widen.contains(&def.name);
        assert_eq!(def.interfaces.has::<AluUse>(), alu, "{}", def.name);
        let in_block = def
            .interfaces
            .get::<PipelineStage>()
            .is_some_and(|s| s.in_intra_slice_block());
        assert_eq!(in_block, stage, "{}", def.name);
        assert_eq!(
            def.interfaces.has::<crate::vector_ops::VeStageOf>(),
            (stage && def.name != stash)
                || def.name == ops::VectorBranch::NAME
                || def.name == crate::two_group::VectorIntraSliceUnzip::NAME,
            "{}",
            def.name
        );
    }
}
