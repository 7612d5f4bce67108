// Every keyword of every hardware-model enum, and sequencers, as engine and hw attributes:
// they print as they parse, twice, and mlir-opt-22 reads them as opaque dialect attributes.
// RUN: visa-opt %s --allow-unregistered-dialect | visa-opt --allow-unregistered-dialect | FileCheck %s
// RUN: visa-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

"test.engine_context"() {a = #engine.context<main>, b = #engine.context<sub>} : () -> ()
"test.engine_space"() {a = #engine.space<host>, b = #engine.space<hbm>, c = #engine.space<dm>, d = #engine.space<vrf>, e = #engine.space<trf>} : () -> ()
"test.engine_queue"() {a = #engine.queue<pdma>, b = #engine.queue<tdma>} : () -> ()
"test.engine_switch"() {a = #engine.switch<forward>, b = #engine.switch<broadcast01>, c = #engine.switch<broadcast1>, d = #engine.switch<transpose>, e = #engine.switch<inter_transpose>, f = #engine.switch<custom>} : () -> ()
"test.engine_branch"() {a = #engine.branch<unconditional>, b = #engine.branch<axis_toggle>, c = #engine.branch<valid_count>, d = #engine.branch<vrf>} : () -> ()
"test.engine_fxp"() {a = #engine.fxp<add_fxp>, b = #engine.fxp<add_fxp_sat>, c = #engine.fxp<sub_fxp>, d = #engine.fxp<sub_fxp_sat>, e = #engine.fxp<left_shift>, f = #engine.fxp<left_shift_sat>, g = #engine.fxp<mul_fxp>, h = #engine.fxp<mul_int>, i = #engine.fxp<logic_right_shift>, j = #engine.fxp<arith_right_shift>, k = #engine.fxp<arith_right_shift_round>} : () -> ()
"test.engine_seq"() {a = #engine.seq<[] : 1>, b = #engine.seq<[65536 : -4294967296, 1 : 0] : 4294967295>} : () -> ()
"test.hw_context"() {a = #hw.context<main>, b = #hw.context<sub>} : () -> ()
"test.hw_space"() {a = #hw.space<host>, b = #hw.space<hbm>, c = #hw.space<dm>, d = #hw.space<vrf>, e = #hw.space<trf>} : () -> ()
"test.hw_queue"() {a = #hw.queue<pdma>, b = #hw.queue<tdma>} : () -> ()
"test.hw_switch"() {a = #hw.switch<forward>, b = #hw.switch<broadcast01>, c = #hw.switch<broadcast1>, d = #hw.switch<transpose>, e = #hw.switch<inter_transpose>, f = #hw.switch<custom>} : () -> ()
"test.hw_branch"() {a = #hw.branch<unconditional>, b = #hw.branch<axis_toggle>, c = #hw.branch<valid_count>, d = #hw.branch<vrf>} : () -> ()
"test.hw_fxp"() {a = #hw.fxp<add_fxp>, b = #hw.fxp<add_fxp_sat>, c = #hw.fxp<sub_fxp>, d = #hw.fxp<sub_fxp_sat>, e = #hw.fxp<left_shift>, f = #hw.fxp<left_shift_sat>, g = #hw.fxp<mul_fxp>, h = #hw.fxp<mul_int>, i = #hw.fxp<logic_right_shift>, j = #hw.fxp<arith_right_shift>, k = #hw.fxp<arith_right_shift_round>} : () -> ()
"test.hw_seq"() {a = #hw.seq<[] : 1>, b = #hw.seq<[65536 : -4294967296, 1 : 0] : 4294967295>} : () -> ()

// CHECK: "test.engine_context"() {a = #engine.context<main>, b = #engine.context<sub>} : () -> ()
// CHECK: "test.engine_space"() {a = #engine.space<host>, b = #engine.space<hbm>, c = #engine.space<dm>, d = #engine.space<vrf>, e = #engine.space<trf>} : () -> ()
// CHECK: "test.engine_queue"() {a = #engine.queue<pdma>, b = #engine.queue<tdma>} : () -> ()
// CHECK: "test.engine_switch"() {a = #engine.switch<forward>, b = #engine.switch<broadcast01>, c = #engine.switch<broadcast1>, d = #engine.switch<transpose>, e = #engine.switch<inter_transpose>, f = #engine.switch<custom>} : () -> ()
// CHECK: "test.engine_branch"() {a = #engine.branch<unconditional>, b = #engine.branch<axis_toggle>, c = #engine.branch<valid_count>, d = #engine.branch<vrf>} : () -> ()
// CHECK: "test.engine_fxp"() {a = #engine.fxp<add_fxp>, b = #engine.fxp<add_fxp_sat>, c = #engine.fxp<sub_fxp>, d = #engine.fxp<sub_fxp_sat>, e = #engine.fxp<left_shift>, f = #engine.fxp<left_shift_sat>, g = #engine.fxp<mul_fxp>, h = #engine.fxp<mul_int>, i = #engine.fxp<logic_right_shift>, j = #engine.fxp<arith_right_shift>, k = #engine.fxp<arith_right_shift_round>} : () -> ()
// CHECK: "test.engine_seq"() {a = #engine.seq<[] : 1>, b = #engine.seq<[65536 : -4294967296, 1 : 0] : 4294967295>} : () -> ()
// CHECK: "test.hw_context"() {a = #hw.context<main>, b = #hw.context<sub>} : () -> ()
// CHECK: "test.hw_space"() {a = #hw.space<host>, b = #hw.space<hbm>, c = #hw.space<dm>, d = #hw.space<vrf>, e = #hw.space<trf>} : () -> ()
// CHECK: "test.hw_queue"() {a = #hw.queue<pdma>, b = #hw.queue<tdma>} : () -> ()
// CHECK: "test.hw_switch"() {a = #hw.switch<forward>, b = #hw.switch<broadcast01>, c = #hw.switch<broadcast1>, d = #hw.switch<transpose>, e = #hw.switch<inter_transpose>, f = #hw.switch<custom>} : () -> ()
// CHECK: "test.hw_branch"() {a = #hw.branch<unconditional>, b = #hw.branch<axis_toggle>, c = #hw.branch<valid_count>, d = #hw.branch<vrf>} : () -> ()
// CHECK: "test.hw_fxp"() {a = #hw.fxp<add_fxp>, b = #hw.fxp<add_fxp_sat>, c = #hw.fxp<sub_fxp>, d = #hw.fxp<sub_fxp_sat>, e = #hw.fxp<left_shift>, f = #hw.fxp<left_shift_sat>, g = #hw.fxp<mul_fxp>, h = #hw.fxp<mul_int>, i = #hw.fxp<logic_right_shift>, j = #hw.fxp<arith_right_shift>, k = #hw.fxp<arith_right_shift_round>} : () -> ()
// CHECK: "test.hw_seq"() {a = #hw.seq<[] : 1>, b = #hw.seq<[65536 : -4294967296, 1 : 0] : 4294967295>} : () -> ()
