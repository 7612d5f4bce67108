//! Property test: random bit patterns of every builtin float format, written as hex
//! literals, parse, print (decimal where MLIR would, hex otherwise) and parse back to
//! the same bits, for NaNs, subnormals and every other class alike.

use proptest::prelude::*;
use visa_ir::parser::parse_source;
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{AttrKind, Context, DialectRegistry, FloatKind, OpId};

/// The bits of attribute `a` of the first op inside module `m`.
fn bits_of(c: &Context, m: OpId) -> u128 {
    let mut found = None;
    c.walk(m, &mut |op| {
        if let Some(a) = c.attr(op, "a") {
            if let AttrKind::Float { bits, .. } = c.attr_kind(a) {
                found = Some(*bits);
            }
        }
    });
    found.expect("a float attribute")
}

fn roundtrip(kind: FloatKind, raw: u128) -> Result<(), TestCaseError> {
    let w = kind.width();
    let bits = if w == 128 {
        raw
    } else {
        raw & ((1u128 << w) - 1)
    };
    let text = format!(
        "\"test.op\"() {{a = 0x{bits:X} : {}}} : () -> ()\n",
        kind.name()
    );
    let mut c = Context::new(DialectRegistry::new());
    c.allow_unregistered = true;
    let m =
        parse_source(&mut c, &text, "a.mlir").map_err(|d| TestCaseError::fail(format!("{d:?}")))?;
    prop_assert_eq!(bits_of(&c, m), bits);
    let printed = print_op(&c, m, &PrintOptions::default());
    let mut c2 = Context::new(DialectRegistry::new());
    c2.allow_unregistered = true;
    let m2 = parse_source(&mut c2, &printed, "b.mlir")
        .map_err(|d| TestCaseError::fail(format!("{d:?}\n{printed}")))?;
    prop_assert_eq!(
        bits_of(&c2, m2),
        bits,
        "{} printed as {}",
        kind.name(),
        printed
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_bits_print_and_parse_back(k in 0..FloatKind::ALL.len(), raw in any::<u128>()) {
        roundtrip(FloatKind::ALL[k], raw)?;
    }
}

/// Every pattern of the formats of at most 8 bits, and every 61st of the 16-bit ones
/// (all NaN and infinity patterns of those included).
#[test]
fn every_narrow_pattern_round_trips() {
    for kind in FloatKind::ALL.into_iter().filter(|k| k.width() <= 16) {
        let w = kind.width();
        for b in 0..(1u128 << w) {
            let exp_all_ones = w == 16
                && (b >> kind.format().mantissa_bits) & 0xFF
                    == 0xFF >> (8 - kind.format().exponent_bits);
            if w <= 8 || b % 61 == 0 || exp_all_ones && b % 7 == 0 {
                roundtrip(kind, b).unwrap();
            }
        }
    }
}
