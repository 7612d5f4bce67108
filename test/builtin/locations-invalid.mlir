// Malformed locations, each refused with mlir-opt-22's words at its place
// (mlir-opt-22 accepts these expectations: see locations-invalid-vs-mlir.mlir).
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{expected '(' in location}}
"t.a"() : () -> () loc "x"

// -----

// expected-error @+1 {{expected ')' in location}}
"t.a"() : () -> () loc("x" "y")

// -----

// expected-error @+1 {{expected location instance}}
"t.a"() : () -> () loc()

// -----

// expected-error @+1 {{expected location instance}}
"t.a"() : () -> () loc(somewhere)

// -----

// expected-error @+1 {{expected ')' after child location of NameLoc}}
"t.a"() : () -> () loc("n"("c"])

// -----

// expected-error @+1 {{expected '(' in callsite location}}
"t.a"() : () -> () loc(callsite "a" at "b")

// -----

// expected-error @+1 {{expected location instance}}
"t.a"() : () -> () loc(callsite(at "b"))

// -----

// expected-error @+1 {{expected 'at' in callsite location}}
"t.a"() : () -> () loc(callsite("a" "b"))

// -----

// expected-error @+1 {{expected location instance}}
"t.a"() : () -> () loc(callsite("a" at))

// -----

// expected-error @+1 {{expected ')' in callsite location}}
"t.a"() : () -> () loc(callsite("a" at "b"]

// -----

// expected-error @+1 {{expected '>' after fused location metadata}}
"t.a"() : () -> () loc(fused<"m" ["a"])

// -----

// expected-error @+1 {{expected attribute value}}
"t.a"() : () -> () loc(fused<>["a"])

// -----

// expected-error @+1 {{expected '[' in fused location}}
"t.a"() : () -> () loc(fused<"m">"a")

// -----

// expected-error @+1 {{expected ']' in fused location}}
"t.a"() : () -> () loc(fused["a", "b")

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"t.a"() : () -> () loc("f":x)

// -----

// A line number must fit in 32 bits.
// expected-error @+1 {{expected integer line number in FileLineColRange}}
"t.a"() : () -> () loc("f":4294967296:1)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"t.a"() : () -> () loc("f":1:)

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"t.a"() : () -> () loc("f":1:2 to)

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"t.a"() : () -> () loc("f":1:2 to 3)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"t.a"() : () -> () loc("f":1:2 to 3:)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"t.a"() : () -> () loc("f":1:2 to :x)

// -----

// expected-error @+1 {{operation location alias was never defined}}
"t.a"() : () -> () loc(#nowhere)

// -----

// expected-error @+1 {{expected location, but found 'true'}}
"t.a"() : () -> () loc(#not_a_loc)
#not_a_loc = true

// -----

#not_a_loc = 1 : i32
// expected-error @+1 {{expected location, but found '1 : i32'}}
"t.a"() : () -> () loc(#not_a_loc)

// -----

// Inside a location, an alias must be defined before its use.
// expected-error @+1 {{undefined symbol alias id 'later'}}
"t.a"() : () -> () loc(fused["a", #later])
#later = loc("x")

// -----

// The attribute form takes no alias defined later either.
// expected-error @+1 {{expected '(' in inline location}}
"t.a"() {a = loc "x"} : () -> ()

// -----

// expected-error @+1 {{expected ')' in inline location}}
"t.a"() {a = loc("x" "y")} : () -> ()

// -----

"t.a"() ({
// An argument's location alias may be defined later, but must be defined.
// expected-error @+1 {{operation location alias was never defined}}
^bb0(%x: i32 loc(#nowhere)):
}) : () -> ()
