"t.a"() : () -> () loc("x.mlir":3:4)
"t.b"() : () -> () loc(callsite("f" at "x.mlir":1:1))
