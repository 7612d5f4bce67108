//! The MLIR bridge against MLIR itself (LLVM 22 through melior): a visa module crosses
//! into an MLIR module and back unchanged, and MLIR's own canonicalizer folds a visa
//! module's `arith` ops while the stream kernel beside them rides along untouched.
//! Built without the `mlir` feature, the one test says why nothing ran.

#[cfg(not(feature = "mlir"))]
#[test]
fn skipped_without_the_mlir_feature() {
    const { assert!(!visa_mlir::ENABLED) };
    eprintln!(
        "visa-mlir: skipped: built without the `mlir` feature; install Debian's \
         llvm-22-dev libmlir-22-dev libclang-22-dev libpolly-22-dev libzstd-dev zlib1g-dev \
         and run `cargo test -p visa-mlir --features mlir`"
    );
}

#[cfg(feature = "mlir")]
mod with_mlir {
    use melior::ir::operation::{OperationLike, OperationPrintingFlags};
    use visa_ir::printer::{print_op, PrintOptions};
    use visa_ir::{Context, DialectRegistry, OpId};

    fn dialects() -> DialectRegistry {
        let mut d = DialectRegistry::new();
        d.register(visa_ir::builtin::dialect());
        visa_upstream::register(&mut d);
        visa_stream::register(&mut d);
        d
    }

    fn parse(text: &str) -> (Context, OpId) {
        let mut ctx = Context::new(dialects());
        let m = visa_ir::parser::parse_source(&mut ctx, text, "t.mlir").unwrap();
        visa_ir::verifier::verify(&ctx, m).unwrap();
        (ctx, m)
    }

    fn custom(ctx: &Context, m: OpId) -> String {
        print_op(ctx, m, &PrintOptions::default())
    }

    const KERNEL: &str = include_str!("../../examples/constant_add.mlir");

    #[test]
    fn a_stream_kernel_crosses_into_mlir_and_back_unchanged() {
        let (ctx, m) = parse(KERNEL);
        let mctx = visa_mlir::mlir_context();
        let mm = visa_mlir::to_mlir(&mctx, &ctx, m).unwrap();
        // MLIR holds the ops: walk them in MLIR's own IR.
        let mut names = Vec::new();
        mm.as_operation()
            .walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
                names.push(op.name().as_string_ref().as_str().unwrap().to_string());
                melior::ir::operation::WalkResult::Advance
            });
        assert_eq!(names[0], "builtin.module");
        for want in [
            "stream.kernel",
            "stream.fetch",
            "stream.vector_fxp",
            "stream.host_func",
            "stream.launch",
        ] {
            assert!(
                names.iter().any(|n| n == want),
                "{want} missing from {names:?}"
            );
        }
        // MLIR's generic print reads as the same visa module.
        let (back_ctx, back) = visa_mlir::from_mlir(&mm, dialects()).unwrap();
        assert_eq!(custom(&back_ctx, back), custom(&ctx, m));
        let generic = mm
            .as_operation()
            .to_string_with_flags(OperationPrintingFlags::new().print_generic_operation_form())
            .unwrap();
        assert!(generic.contains("\"stream.to_hbm\""), "{generic}");
    }

    #[test]
    fn mlirs_canonicalizer_folds_the_arith_ops_and_leaves_the_kernel() {
        // The stream kernel plus a function whose `x + 0` and `x * 1` MLIR folds.
        let text = KERNEL.trim_end().strip_suffix('}').unwrap().to_string()
            + "  func.func @f(%x: i32) -> i32 {\n    %c0 = arith.constant 0 : i32\n    \
               %c1 = arith.constant 1 : i32\n    %a = arith.addi %x, %c0 : i32\n    \
               %b = arith.muli %a, %c1 : i32\n    func.return %b : i32\n  }\n}\n";
        let (ctx, m) = parse(&text);
        let before = custom(&ctx, m);
        assert!(before.contains("arith.addi"));
        let (out_ctx, out) = visa_mlir::run_pipeline(
            &ctx,
            m,
            dialects(),
            "builtin.module(func.func(canonicalize))",
        )
        .unwrap();
        let after = custom(&out_ctx, out);
        // Worked by hand: x + 0 = x and x * 1 = x, so the function returns its argument.
        assert!(
            after.contains("func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }"),
            "{after}"
        );
        assert!(!after.contains("arith."), "{after}");
        // The kernel is the same text before and after.
        let kernel = |s: &str| s[..s.find("  func.func").unwrap()].to_string();
        assert_eq!(kernel(&after), kernel(&before));
    }

    #[test]
    fn a_bad_pipeline_is_an_error_naming_it() {
        let (ctx, m) = parse(KERNEL);
        let Err(e) = visa_mlir::run_pipeline(&ctx, m, dialects(), "builtin.module(no-such-pass)")
        else {
            panic!("an unknown pass was accepted");
        };
        assert!(e.0.contains("no-such-pass"), "{e}");
    }
}
