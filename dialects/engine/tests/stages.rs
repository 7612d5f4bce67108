//! The `PipelineStage` interface of the engine ops: each Tensor-Unit stage op declares
//! its stage in its `op!` definition, every stage is declared by exactly one op, and the
//! ops that are no stage (program, host bindings, DMA) declare none. The verifiers'
//! predecessor rules ask this interface, so a wrong declaration would let a pass through
//! in the wrong order; the lit tests under `test/lowering/engine-*invalid.mlir` check the
//! rules' diagnostics.

use visa_engine::interfaces::{stage_of, PipelineStage};
use visa_ir::{Context, DialectRegistry, OperationState};
use visa_tcp::Stage;

/// The manual's stages by the op that configures each, written out by hand.
const EXPECTED: [(&str, Option<Stage>); 19] = [
    ("engine.program", None),
    ("engine.host_input", None),
    ("engine.host_output", None),
    ("engine.dma", None),
    ("engine.fetch", Some(Stage::Fetch)),
    ("engine.switch", Some(Stage::Switch)),
    ("engine.collect", Some(Stage::Collect)),
    ("engine.vector_init", Some(Stage::VectorInit)),
    ("engine.vector_branch", Some(Stage::VectorBranch)),
    ("engine.vector_fxp", Some(Stage::VectorFxp)),
    ("engine.vector_op", Some(Stage::VectorOp)),
    ("engine.vector_final", Some(Stage::VectorFinal)),
    ("engine.commit", Some(Stage::Commit)),
    ("engine.to_vrf", Some(Stage::VrfLoad)),
    ("engine.to_trf", Some(Stage::TrfLoad)),
    ("engine.contract", Some(Stage::Contract)),
    ("engine.cast", Some(Stage::Cast)),
    ("engine.transpose", Some(Stage::Transpose)),
    ("engine.vector_inter_slice", Some(Stage::VectorInterSlice)),
];

#[test]
fn pipeline_stages_are_declared_on_their_ops() {
    let defs = visa_engine::ops::ops();
    assert_eq!(
        defs.len(),
        EXPECTED.len(),
        "an engine op is missing from the table"
    );
    for (name, stage) in EXPECTED {
        let def = defs
            .iter()
            .find(|d| d.name == name)
            .unwrap_or_else(|| panic!("{name} is not an engine op"));
        assert_eq!(
            def.interfaces.get::<PipelineStage>().map(|s| s.0),
            stage,
            "{name}"
        );
    }
    // One op per stage, every stage declared.
    for &s in Stage::ALL {
        let n = defs
            .iter()
            .filter(|d| d.interfaces.get::<PipelineStage>() == Some(&PipelineStage(s)))
            .count();
        assert_eq!(n, 1, "stage {s} is declared by {n} ops");
    }
    // Asked through a context as the verifiers ask it.
    let mut reg = DialectRegistry::new();
    visa_engine::register(&mut reg);
    let mut ctx = Context::new(reg);
    let loc = ctx.unknown_loc();
    for (name, stage) in EXPECTED {
        let n = ctx.intern_op_name(name);
        let op = ctx.create_op(OperationState::new(n, loc));
        assert_eq!(stage_of(&ctx, op), stage, "{name}");
    }
}
