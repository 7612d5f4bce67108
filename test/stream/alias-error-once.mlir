// An ill-formed mapping in a type alias, or an axes declaration that breaks it, is
// reported once, at the axes declaration, with a note at each alias holding the mapping
// and one at each op that uses it (issue 11: the Constant Addition kernel with
// `A = 4096` gave one copy of the error per op and none where the fix goes).
// --verify-diagnostics fails on any unexpected copy.
// RUN: visa-opt %s --verify-diagnostics

!hbm = !stream.hbm<i32, m[1], m[A]>
// expected-note @+1 {{in the type alias defined here}}
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
// expected-note @+1 {{in the type alias defined here}}
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>

// expected-error @+1 {{mapping m[A / 8 # 256] is ill-formed at column 9 over the axes declared here: padding to 256 is smaller than its content of size 512}}
module attributes {mapping.axes = #mapping.axes<A = 4096>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    // expected-note @+1 {{used here by 'stream.to_dm', as the Slice mapping}}
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    // expected-note @+1 {{used here by 'stream.begin', as the Slice mapping}}
    %b = stream.begin %dm : !dm -> !begin
    // expected-note @+1 {{used here by 'stream.to_dm', as the Slice mapping}}
    %dm2 = stream.to_dm %input at 4096 : !hbm -> !dm
    // expected-note @+1 {{used here by 'stream.to_hbm', as the Slice mapping of the source}}
    %out = stream.to_hbm %dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }
}
