//! Unit tests of the `cf` dialect: the successor operands each branch forwards.

use super::*;
use crate::testutil::parse;
use visa_ir::interfaces::branch::successor_operands;

#[test]
fn branches_forward_their_segments() {
    let src = "func.func @f(%c: i1, %a: i32, %b: i32) {\n  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %b : i32, i32)\n^bb1(%x: i32):\n  cf.switch %x : i32, [\n    default: ^bb2(%x, %x : i32, i32),\n    4: ^bb1(%b : i32)\n  ]\n^bb2(%y: i32, %z: i32):\n  cf.br ^bb1(%z : i32)\n}\n";
    let (ctx, module) = parse(src).unwrap();
    let mut seen = Vec::new();
    ctx.walk(module, &mut |op| {
        if !ctx.successors(op).is_empty() {
            let counts: Vec<usize> = (0..ctx.successors(op).len())
                .map(|i| successor_operands(&ctx, op, i).unwrap().len())
                .collect();
            seen.push((ctx.op_name_str(op).to_string(), counts));
        }
    });
    assert_eq!(
        seen,
        vec![
            ("cf.cond_br".to_string(), vec![1, 2]),
            ("cf.switch".to_string(), vec![2, 1]),
            ("cf.br".to_string(), vec![1]),
        ]
    );
    let switch = {
        let mut found = None;
        ctx.walk(module, &mut |op| {
            found = found.or(Switch::matches(&ctx, op))
        });
        found.unwrap()
    };
    assert_eq!(switch_case_values(&ctx, switch.op_id()), vec![4]);
}
