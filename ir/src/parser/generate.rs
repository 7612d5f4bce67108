//! A generator of large well-formed inputs for benchmarks and tools:
//! [`generate_arith_module`] writes a `func.func` of `n` `arith` ops in generic form.

use std::fmt::Write as _;

/// The generic-form text of a module holding one `func.func @bench(%arg0: i32,
/// %arg1: i32) -> i32` whose body is `n` binary `arith` ops (`addi`, `muli`, `subi`
/// in turn, all registered by `visa-upstream`) on `i32`, each using the previous result and one earlier
/// value, then `func.return`. It uses only generic syntax, so it parses with or
/// without the upstream dialects registered (then with `allow_unregistered`).
///
/// ```
/// let text = visa_ir::parser::generate_arith_module(3);
/// assert!(text.contains("%2 = \"arith.subi\"(%1, %0) : (i32, i32) -> i32"));
/// ```
#[doc(hidden)]
pub fn generate_arith_module(n: usize) -> String {
    const OPS: [&str; 3] = ["addi", "muli", "subi"];
    let mut out = String::with_capacity(64 + n * 56);
    out.push_str(
        "\"builtin.module\"() ({\n  \"func.func\"() ({\n  ^bb0(%arg0: i32, %arg1: i32):\n",
    );
    for i in 0..n {
        let lhs = match i {
            0 => "%arg0".to_string(),
            _ => format!("%{}", i - 1),
        };
        let rhs = match i {
            0 | 1 => "%arg1".to_string(),
            _ => format!("%{}", (i - 1) / 2),
        };
        let _ = writeln!(
            out,
            "    %{i} = \"arith.{}\"({lhs}, {rhs}) : (i32, i32) -> i32",
            OPS[i % OPS.len()]
        );
    }
    let ret = if n == 0 {
        "%arg0".to_string()
    } else {
        format!("%{}", n - 1)
    };
    let _ = writeln!(out, "    \"func.return\"({ret}) : (i32) -> ()");
    out.push_str(
        "  }) {function_type = (i32, i32) -> i32, sym_name = \"bench\"} : () -> ()\n}) : () -> ()\n",
    );
    out
}
