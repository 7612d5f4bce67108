#!/usr/bin/env python3
"""Writes the branchless TopK kernels examples/topk_f32.mlir (K = 2) and
examples/topk4_f32.mlir (K = 4): the manual's MoE TopK (002 L8535-8591; digest-E 4 #18,
G-M1..G-M6) on f32 logits [T = 64, E = 16], per row the indices and values of the K
largest, largest first. docs/decisions.md T9K-1..T9K-5.

Usage: python3 examples/topk_gen.py  (rewrites both kernels; cargo test needs no Python)

Passes (one row t per slice, Slice m[T # 256]):
  P0 key:    key = bits(x), xor 0x7fffffff where the i32 bits are negative (the manual's
             Comparison Trick, L8549-8555, on the whole word: IEEE totalOrder).
  P1 grid:   c[j, i] = -1 where i beats or is j: key_j < key_i, or key_j = key_i and
             j <= i (the higher index wins a tie); KJ from the key renamed I -> J,
             broadcast over I by the fetch, KI in the VRF; sub_fxp_sat, then clip
             add_fxp_sat -1 on j <= i, clip max -1, clip min 0 (the sign).
  P2 rank:   s[i] = sum_j c[j, i] + 32 [j < i] = rank_i - 16 + 32 i (reduce over J).
  P3 ids:    ids[r, i] = s[i] - r over a broadcast axis R of size K (comparisons on
             idx(R), FxpAdd and ClipAdd): its low 4 bits are (rank_i - r) mod 16, zero
             exactly where rank_i = r.
  P4 values: the i32 view of x broadcast over R, ExecutionIds from the VRF ids,
             vector_filter group [0] keeps at (r, i) the element of rank r: largest first.
  P5 index:  the ids themselves, (ids + 16) >> 5 = i, filtered the same way.
"""
import os

T, E = 64, 16
CL = "m[1], m[1 # 2]"
S = "m[T # 256]"


def dm(dt, elem):
    return f"!stream.dm<{dt}, {CL}, {S}, {elem}>"


def st(stage, ctx, time, packet, dt="i32"):
    return f"!stream.tensor<{stage}, {ctx}, {dt}, {CL}, {S}, {time}, {packet}>"


def grp(*ids):
    """The `group` attribute of a `vector_fxp`: a bit mask of ExecutionIds."""
    return sum(1 << g for g in ids)


class Gen:
    def __init__(self):
        self.lines = []
        self.n = 0

    def v(self, p):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, s):
        self.lines.append("    " + s)

    def load(self, src, src_elem, time, packet):
        """The DM tensor `src` streamed with Time `time` and Packet `packet`."""
        b, f, c, i = self.v("b"), self.v("f"), self.v("c"), self.v("i")
        bt = st("begin", "main", "m[1]", src_elem)
        ft = st("fetch", "main", time, packet)
        ct = st("collect", "main", time, packet)
        it = st("vector_init", "main", time, packet)
        self.emit(f"{b} = stream.begin {src} : {dm('i32', src_elem)} -> {bt}")
        self.emit(f"{f} = stream.fetch {b} : {bt} -> {ft}")
        self.emit(f"{c} = stream.collect {f} : {ft} -> {ct}")
        self.emit(f"{i} = stream.vector_init {c} : {ct} -> {it}")
        return i, it

    def to_vrf(self, src, src_elem, time, packet):
        """The DM tensor `src` in the VRF through the sub context."""
        b, f, c, r = self.v("sb"), self.v("sf"), self.v("sc"), self.v("vrf")
        bt = st("begin", "sub", "m[1]", src_elem)
        ft = st("fetch", "sub", time, packet)
        ct = st("collect", "sub", time, packet)
        rt = f"!stream.vrf<i32, {CL}, {S}, {src_elem}>"
        self.emit(f"{b} = stream.begin {src} : {dm('i32', src_elem)} -> {bt}")
        self.emit(f"{f} = stream.fetch {b} : {bt} -> {ft}")
        self.emit(f"{c} = stream.collect {f} : {ft} -> {ct}")
        self.emit(f"{r} = stream.to_vrf {c} : {ct} -> {rt}")
        return r, rt

    def ops(self, x, ty, ops):
        """Vector ops on `x` of stream type `ty` ({x} is the running value)."""
        for o in ops:
            y = self.v("x")
            self.emit(f"{y} = " + o.replace("{x}", x).replace("{t}", ty))
            x = y
        return x

    def finish(self, x, time, packet, elem):
        """vector_final and commit into a DM tensor of Element `elem`."""
        fv, o = self.v("x"), self.v("d")
        bt = st("vector_branch", "main", time, packet)
        ft = st("vector_final", "main", time, packet)
        self.emit(f"{fv} = stream.vector_final {x} : {bt} -> {ft}")
        self.emit(f"{o} = stream.commit {fv} : {ft} -> {dm('i32', elem)}")
        return o


def kernel(K):
    assert 1 <= K <= 4
    g = Gen()
    vb = lambda time, packet: st("vector_branch", "main", time, packet)
    TI, PI = "m[I / 8]", "m[I % 8]"
    TJI = "m[J, I / 8]"
    TRI = "m[R, I / 8]"
    host_x = "!stream.host<f32, m[T, I]>"
    hbm_x = "!stream.hbm<f32, m[1], m[T, I]>"
    hbm_o = lambda dt: f"!stream.hbm<{dt}, m[1], m[T, K]>"
    host_o = lambda dt: f"!stream.host<{dt}, m[T, K]>"
    g.emit(f"%xf = stream.to_dm %x : {hbm_x} -> {dm('f32', 'm[I]')}")
    g.emit("// The logits' words as i32 (the same bytes, no command).")
    g.emit(f"%xi = stream.bitcast %xf : {dm('f32', 'm[I]')} -> {dm('i32', 'm[I]')}")
    g.emit("// P0: key = bits, xor 0x7fffffff where the bits are negative (L8549-8555).")
    x, _ = g.load("%xi", "m[I]", TI, PI)
    t = vb(TI, PI)
    x = g.ops(x, t, [
        f"stream.vector_intra_slice_branch {{x}} comparison [x lt 0] : {st('vector_init', 'main', TI, PI)} -> {t}",
        f"stream.vector_logic bit_xor {{x}}, 2147483647 group [1] : {t} -> {t}",
    ])
    key = g.finish(x, TI, PI, "m[I]")
    g.emit("// The same keys over J (no command).")
    g.emit(f"%kj = stream.rename_axis {key} \"I\" to \"J\" : {dm('i32', 'm[I]')} -> {dm('i32', 'm[J]')}")
    ki, kit = g.to_vrf(key, "m[I]", TI, PI)
    g.emit("// P1: c[j, i] = -1 where i beats or is j (the higher index wins a tie, L8559-8568).")
    x, it = g.load("%kj", "m[J]", TJI, PI)
    t = vb(TJI, PI)
    x = g.ops(x, t, [
        f"stream.vector_intra_slice_branch {{x}} comparison [idx(J) le idx(I)] : {it} -> {t}",
        f"stream.vector_fxp sub_fxp_sat {{x}}, {ki} : {t}, {kit} -> {t}",
        f"stream.vector_clip add_fxp_sat {{x}}, -1 group [1] : {t} -> {t}",
        f"stream.vector_clip max {{x}}, -1 : {t} -> {t}",
        f"stream.vector_clip min {{x}}, 0 : {t} -> {t}",
    ])
    grid = g.finish(x, TJI, PI, "m[J, I]")
    g.emit("// P2: s[i] = rank_i - 16 + 32 i (Rank = ReduceSum over J, L8569-8572; 32 i by idx(J) lt idx(I)).")
    x, it = g.load(grid, "m[J, I]", TJI, PI)
    t = vb(TJI, PI)
    t4 = vb("m[J, I / 8, I / 4 % 2]", "m[I % 4]")
    r4 = vb("m[I / 8, I / 4 % 2]", "m[I % 4]")
    t8 = vb(TI, PI)
    x = g.ops(x, t, [
        f"stream.vector_intra_slice_branch {{x}} comparison [idx(J) lt idx(I)] : {it} -> {t}",
        f"stream.vector_fxp add_fxp {{x}}, 32 {{group = {grp(1)} : i64}} : {t} -> {t}",
        f"stream.vector_split {{x}} : {t} -> {t4}",
        f"stream.vector_intra_slice_reduce add_sat {{x}} over \"J\" : {t4} -> {r4}",
        f"stream.vector_concat {{x}} : {r4} -> {t8}",
    ])
    s = g.finish(x, TI, PI, "m[I]")
    g.emit("// P3: ids[r, i] = s[i] - r; low 4 bits (rank_i - r) mod 16, 0 where rank_i = r.")
    x, it = g.load(s, "m[I]", TRI, PI)
    t = vb(TRI, PI)
    cmps = ", ".join(f"idx(R) eq {r}" for r in range(1, K))
    ops = [f"stream.vector_intra_slice_branch {{x}} comparison [{cmps}] : {it} -> {t}"]
    if K >= 2:
        # r = 1 -> ExecutionId 1, r = 2 -> 2, r = 3 -> 4.
        odd = [1 << (r - 1) for r in range(1, K) if r % 2 == 1]
        ops.append(f"stream.vector_fxp add_fxp {{x}}, -1 {{group = {grp(*odd)} : i64}} : {t} -> {t}")
    if K >= 3:
        two = [1 << (r - 1) for r in range(2, K)]
        ops.append(f"stream.vector_clip add_fxp {{x}}, -2 group [{', '.join(map(str, two))}] : {t} -> {t}")
    if K == 1:
        ops = [f"stream.vector_intra_slice_branch {{x}} unconditional : {it} -> {t}"]
    x = g.ops(x, t, ops)
    ids = g.finish(x, TRI, PI, "m[R, I]")
    idv, idt = g.to_vrf(ids, "m[R, I]", TRI, PI)
    tk = vb("m[1]", "m[K # 8]")
    tkf = st("vector_final", "main", "m[1]", "m[K # 8]")
    outs = []
    for what, src, elem, extra in [
        ("P5: the index: (ids + 16) >> 5 = i at the kept (r, i).", ids, "m[R, I]",
         [f"stream.vector_fxp add_fxp {{x}}, 16 : {t} -> {t}",
          f"stream.vector_fxp arith_right_shift {{x}}, 5 : {t} -> {t}"]),
        ("P4: the value: x's bits broadcast over R (L8573-8584: Rank < K kept, rank order).", "%xi", "m[I]", []),
    ]:
        g.emit("// " + what)
        x, it = g.load(src, elem, TRI, PI)
        x = g.ops(x, t, [
            f"stream.vector_intra_slice_branch {{x}} vrf {idv} : {it}, {idt} -> {t}",
            *extra,
            f"stream.vector_filter {{x}} group [0] : {t} -> {tk}",
        ])
        fv, o = g.v("x"), g.v("d")
        g.emit(f"{fv} = stream.vector_final {x} : {tk} -> {tkf}")
        g.emit(f"{o} = stream.commit {fv} : {tkf} -> {dm('i32', 'm[K]')}")
        outs.append(o)
    g.emit(f"%vf = stream.bitcast {outs[1]} : {dm('i32', 'm[K]')} -> {dm('f32', 'm[K]')}")
    g.emit(f"%ho = stream.to_hbm {outs[0]} : {dm('i32', 'm[K]')} -> {hbm_o('i32')}")
    g.emit(f"%hv = stream.to_hbm %vf : {dm('f32', 'm[K]')} -> {hbm_o('f32')}")
    g.emit(f"stream.return %ho, %hv : {hbm_o('i32')}, {hbm_o('f32')}")
    name = "topk_f32" if K == 2 else f"topk{K}_f32"
    head = f"""// Branchless TopK, K = {K} (issue 9 kernel #18; manual 002 L8535-8591, digest-E 4 #18,
// G-M1..G-M6; docs/decisions.md T9K-1..T9K-5). Generated by examples/topk_gen.py.
// main(logits: [{T}, {E}] f32) -> ([{T}, {K}] i32, [{T}, {K}] f32): per row the indices and
// values of the {K} largest, largest first, in IEEE totalOrder (+0 above -0, NaNs by sign
// and payload); a tie goes to the higher index (the manual's packing puts the index in the
// low bits). No branch on data: comparisons, sums and the Vector Engine's filter.
// driver/tests/topk.rs checks it against a plain-loop sort (ties, +-0, subnormals, -inf, NaN).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 7 --output-dir %t | FileCheck %s
// CHECK: check: pass ({2 * T * K} result elements equal the interpreter's)
module attributes {{mapping.axes = #mapping.axes<T = {T}, I = {E}, J = {E}, R = {K}, K = {K}>}} {{
  stream.kernel @kernel(%x: {hbm_x}) -> ({hbm_o('i32')}, {hbm_o('f32')}) attributes {{chips = 1 : i64}} {{
"""
    tail = f"""  }}

  stream.host_func @main(%logits: {host_x}) -> ({host_o('i32')}, {host_o('f32')}) {{
    %xh = stream.to_hbm %logits : {host_x} -> {hbm_x}
    %ih, %vh = stream.launch @kernel(%xh) : ({hbm_x}) -> ({hbm_o('i32')}, {hbm_o('f32')})
    %i = stream.to_host %ih : {hbm_o('i32')} -> {host_o('i32')}
    %v = stream.to_host %vh : {hbm_o('f32')} -> {host_o('f32')}
    stream.return %i, %v : {host_o('i32')}, {host_o('f32')}
  }}
}}
"""
    return name, head + "\n".join(g.lines) + "\n" + tail


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for K in (2, 4):
        name, text = kernel(K)
        with open(os.path.join(here, name + ".mlir"), "w") as f:
            f.write(text)
