// A malformed pipeline is an error with a caret under the offending column.
// RUN: not visa-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse)' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not visa-opt %s --pass-pipeline='builtin.module(func.func(canonicalise))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not visa-opt %s --pass-pipeline='builtin.module(canonicalize{max-iteration=3})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not visa-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=lots})' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not visa-opt %s --canonicalize=top-down=maybe 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not visa-opt %s --pass-pipeline='builtin.module(cse)' --cse 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not visa-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=ANCHOR

// PAREN: error: expected ',' or ')'
// PAREN-NEXT: builtin.module(func.func(canonicalize,cse)
// PAREN-NEXT: {{^}}                                          ^

// UNKNOWN: error: 'canonicalise' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: builtin.module(func.func(canonicalise))
// UNKNOWN-NEXT: {{^}}                         ^

// OPTION: error: no such option 'max-iteration' for pass 'canonicalize'

// VALUE: error: {{.*}}max-iterations{{.*}}

// FLAG: error: {{.*}}top-down{{.*}}

// BOTH: '--pass-pipeline' cannot be used with individual pass flags

// ANCHOR: error: {{.*}}'func.func'{{.*}}
func.func @f() {
  return
}
