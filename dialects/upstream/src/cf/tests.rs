//! Unit tests of the `cf` dialect: the successor operands each branch forwards, and
//! the builders.

use super::*;
use crate::testutil::{assert_verify_error, context, function, parse, verify_messages};
use visa_ir::interfaces::branch::successor_operands;
use visa_ir::Builder;

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

#[test]
fn builders_make_verified_branches() {
    let mut ctx = context();
    let i1 = ctx.integer_type(1);
    let i32 = ctx.integer_type(32);
    let (module, entry) = function(&mut ctx, &[i1, i32], &[]);
    let (c, a) = (ctx.block_args(entry)[0], ctx.block_args(entry)[1]);
    let region = ctx.block_region(entry).unwrap();
    let next = ctx.push_block(region);
    let x = ctx.add_block_arg(next, i32, None);
    let exit = ctx.push_block(region);
    let mut b = Builder::at_end(&mut ctx, entry);
    let cb = cond_br(&mut b, c, (next, &[a]), (exit, &[]));
    let mut b = Builder::at_end(&mut ctx, next);
    br(&mut b, exit, &[]);
    assert_eq!(ctx.block_args(next), &[x]);
    let mut b = Builder::at_end(&mut ctx, exit);
    crate::func::return_(&mut b, &[]);
    assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
    assert_eq!(successor_operands(&ctx, cb, 0), Some(&[a][..]));
    assert_eq!(successor_operands(&ctx, cb, 1), Some(&[][..]));
    // A branch passing a value the destination does not take.
    let last = ctx.last_op(next).unwrap();
    ctx.erase_op(last);
    let mut b = Builder::at_end(&mut ctx, next);
    br(&mut b, exit, &[a]);
    assert_verify_error(
        &ctx,
        module,
        "branch has 1 operands for successor #0, but target block has 0",
    );
}
