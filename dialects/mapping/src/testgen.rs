//! Random mapping-expression text for property tests (test builds only): a few terms
//! over axes `A`, `B`, `C`, `U`, groupings and constants, with division, modulo,
//! resize and padding, shared by the dma, holds and sequencer tests.

use proptest::prelude::*;

/// One term: an atom, an optional operation and an optional trailing modulo.
pub(crate) fn term() -> impl Strategy<Value = String> {
    let atom = prop_oneof![
        Just("A".to_string()),
        Just("B".to_string()),
        Just("C".to_string()),
        Just("U".to_string()),
        Just("1".to_string()),
        Just("[A, B]".to_string()),
        Just("[B, C]".to_string()),
    ];
    let op = prop_oneof![
        Just(String::new()),
        (1u64..5).prop_map(|k| format!(" / {k}")),
        (1u64..7).prop_map(|k| format!(" % {k}")),
        (1u64..9).prop_map(|k| format!(" = {k}")),
        (1u64..40).prop_map(|k| format!(" # {k}")),
    ];
    (
        atom,
        op,
        prop::option::of((1u64..5).prop_map(|k| format!(" % {k}"))),
    )
        .prop_map(|(a, o, m)| format!("{a}{o}{}", m.unwrap_or_default()))
}

/// A mapping `m[...]` of zero to three terms (`m[1]` when empty).
pub(crate) fn mapping() -> impl Strategy<Value = String> {
    prop::collection::vec(term(), 0..4).prop_map(|v| {
        if v.is_empty() {
            "m[1]".to_string()
        } else {
            format!("m[{}]", v.join(", "))
        }
    })
}
