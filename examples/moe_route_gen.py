#!/usr/bin/env python3
"""Writes the MoE routing-index kernel (examples/moe_route_i32.mlir and its golden-case
instances under test/visa-run/) for given T, K, E, B. docs/decisions.md C10E-1..C10E-5.

Usage: python3 examples/moe_route_gen.py  (rewrites the three kernels and their .npy files:
examples/moe_route_i32.mlir, test/visa-run/check-moe-route-gm{,13}.mlir)

Every tensor in memory is a column of 8-byte cells (`m[..., 1 # 2]`: one i32 and its
padding), so every DMA moves 8-byte packets whatever the transposition or broadcast, and
every pass streams one value per flit (Packet `m[1 # 8]`): the kept axis on the slices
(plus outer Time), the reduced axis innermost in Time.
"""
import os

CL = "m[1 # 2]"


def dm(s, elem):
    return f"!stream.dm<i32, m[1], {CL}, {s}, {elem}>"


def st(stage, s, time, packet):
    return f"!stream.tensor<{stage}, main, i32, m[1], {CL}, {s}, {time}, {packet}>"


def hbm(m):
    return f"!stream.hbm<i32, m[1], {m}>"


def host(m):
    return f"!stream.host<i32, {m}>"


def m(*axes):
    return "m[" + ", ".join(axes) + "]" if axes else "m[1]"


class Gen:
    def __init__(self):
        self.lines = []
        self.n = 0

    def v(self, p):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, s):
        self.lines.append("    " + s)

    def to_dm(self, src, src_ty, s, elem):
        r = self.v("d")
        t = dm(s, elem)
        self.emit(f"{r} = stream.to_dm {src} : {src_ty} -> {t}")
        return r, t

    def count_pass(self, comment, srcs, s, axes, red, branch, ops, after, out_hbm):
        """One Tensor-Unit pass over DM tensor(s) `srcs` (one, or two interleaved), Slice
        `s`, Time `axes` (+ I when interleaved); ExecutionIds from `branch`, `ops` on
        Way8, reduce add_sat over `red`, clip ops `after`; returns the HBM value."""
        self.emit(f"// {comment}")
        inter = len(srcs) == 2
        elem = m(*axes, "1 # 2")
        dt = dm(s, elem)
        time = list(axes) + (["I"] if inter else [])
        tin = m(*time)
        b = self.v("b")
        if inter:
            bt = st("begin", s, m("I"), elem)
            self.emit(f"{b} = stream.begin_interleaved {srcs[0]}, {srcs[1]} : {dt}, {dt} -> {bt}")
        else:
            bt = st("begin", s, m(), elem)
            self.emit(f"{b} = stream.begin {srcs[0]} : {dt} -> {bt}")
        f = self.v("f")
        ft = st("fetch", s, tin, "m[1 # 2]")
        self.emit(f"{f} = stream.fetch {b} : {bt} -> {ft}")
        c = self.v("c")
        ct = st("collect", s, tin, "m[1 # 8]")
        self.emit(f"{c} = stream.collect {f} : {ft} -> {ct}")
        i = self.v("i")
        it = st("vector_init", s, tin, "m[1 # 8]")
        self.emit(f"{i} = stream.vector_init {c} : {ct} -> {it}")
        v8 = st("vector_branch", s, tin, "m[1 # 8]")
        x = self.v("x")
        self.emit(f"{x} = stream.vector_intra_slice_branch {i} {branch} : {it} -> {v8}")
        for op in ops:
            y = self.v("x")
            self.emit(f"{y} = " + op.replace("{x}", x) + f" : {v8} -> {v8}")
            x = y
        kept = [a for a in time if a != red]
        tout = m(*kept)
        r8 = st("vector_branch", s, tout, "m[1 # 8]")
        if red is None:
            w = x
        else:
            w = self.reduce(x, s, tin, v8, red, tout, r8)
        for op in after:
            u = self.v("x")
            self.emit(f"{u} = " + op.replace("{x}", w) + f" : {r8} -> {r8}")
            w = u
        return self.finish(w, s, kept, tout, r8, out_hbm)

    def reduce(self, x, s, tin, v8, red, tout, r8):
        v4 = st("vector_branch", s, tin, "m[1 # 4]")
        y = self.v("x")
        self.emit(f"{y} = stream.vector_trim_way4 {x} : {v8} -> {v4}")
        r4 = st("vector_branch", s, tout, "m[1 # 4]")
        z = self.v("x")
        self.emit(f"{z} = stream.vector_intra_slice_reduce add_sat {y} over \"{red}\" : {v4} -> {r4}")
        w = self.v("x")
        self.emit(f"{w} = stream.vector_pad_way8 {z} : {r4} -> {r8}")
        return w

    def finish(self, w, s, kept, tout, r8, out_hbm):
        fin = st("vector_final", s, tout, "m[1 # 8]")
        fv = self.v("x")
        self.emit(f"{fv} = stream.vector_final {w} : {r8} -> {fin}")
        od = dm(s, m(*kept, "1 # 2"))
        ov = self.v("o")
        self.emit(f"{ov} = stream.commit {fv} : {fin} -> {od}")
        hv = self.v("h")
        ht = hbm(out_hbm)
        self.emit(f"{hv} = stream.to_hbm {ov} : {od} -> {ht}")
        return hv, ht


def grp(*ids):
    return sum(1 << g for g in ids)


def kernel(T, K, E, B, note):
    N = T * K
    G = (N + E * (B - 1)) // B  # worst-case grid, floor((T·K + E·(B−1)) / B) (F37)
    H = G + 1
    s = B.bit_length() - 1
    assert 1 << s == B, "B must be a power of two"
    assert N <= 256 and E <= 256 and H <= 256
    g = Gen()
    cell = lambda *a: m(*a, "1 # 2")
    S = lambda a: f"m[{a} # 256]"
    top_p = hbm(cell("N"))
    top_i = hbm(m("N"))
    # Tables from position only (the data of %topk is discarded: bit_and 0).
    d, dt = g.to_dm("%tp", top_p, S("F"), cell("E", "N"))
    ident, ident_t = g.count_pass(
        "Id[F, E] = [f == e]: position only (idx comparisons), counted once at n = 0",
        [d], S("F"), ["E", "N"], "N",
        "comparison [idx(F) eq idx(E), idx(N) eq 0]",
        ["stream.vector_logic bit_and {x}, 0", "stream.vector_fxp add_fxp {x}, 1 {group = %d : i64}" % grp(3)],
        [], cell("F", "E"))
    d, dt = g.to_dm("%tp", top_p, S("H"), cell("G", "N"))
    step, step_t = g.count_pass(
        "Step[H, G] = [h <= g]: position only",
        [d], S("H"), ["G", "N"], "N",
        "comparison [idx(H) le idx(G), idx(N) eq 0]",
        ["stream.vector_logic bit_and {x}, 0", "stream.vector_fxp add_fxp {x}, 1 {group = %d : i64}" % grp(3)],
        [], cell("H", "G"))
    g.emit("// One-hot: Expert_Mask[n, e] = Id[topk[n], e] (a row gather by the expert index).")
    oh_t = hbm(cell("N", "E"))
    g.emit(f"%onehot = stream.gather {ident}[%ti] along \"F\" at 1074790400 : {ident_t}, {top_i} -> {oh_t}")
    d, _ = g.to_dm("%onehot", oh_t, S("E"), cell("N"))
    count, count_t = g.count_pass(
        "Histogram: Count[e] = sum over n of Expert_Mask[n, e]",
        [d], S("E"), ["N"], "N", "unconditional", [], [], cell("E"))
    d, _ = g.to_dm(count, count_t, S("E"), cell())
    # Num_Blocks = ceil(Count / B) = (Count + B - 1) >> log2 B (B a power of two).
    nb, nb_t = g.count_pass(
        f"Num_Blocks[e] = (Count[e] + {B - 1}) >> {s} = ceil(Count[e] / B), B = {B}",
        [d], S("E"), [], None, "unconditional",
        [f"stream.vector_fxp add_fxp {{x}}, {B - 1}", f"stream.vector_fxp arith_right_shift {{x}}, {s}"],
        [], cell("E"))
    nb_e = nb_t
    d, _ = g.to_dm(nb, nb_e, S("F"), cell("E"))
    go, go_t = g.count_pass(
        "Global_Offset[f] = sum over e < f of Num_Blocks[e] (exclusive cumsum by an idx comparison)",
        [d], S("F"), ["E"], "E", "comparison [idx(E) lt idx(F)]",
        ["stream.vector_logic bit_and {x}, 0 group [0]"], [], cell("F"))
    d, _ = g.to_dm(nb, nb_e, S("F"), cell("E"))
    ci, ci_t = g.count_pass(
        "Block_End[f] = sum over e <= f of Num_Blocks[e] (inclusive cumsum)",
        [d], S("F"), ["E"], "E", "comparison [idx(E) le idx(F)]",
        ["stream.vector_logic bit_and {x}, 0 group [0]"], [], cell("F"))
    d, _ = g.to_dm("%onehot", oh_t, S("E"), cell("M", "N"))
    cm, cm_t = g.count_pass(
        "Cumsum_Mask[m, e] = sum over n <= m of Expert_Mask[n, e] (inclusive, the slot order n = t·K + k)",
        [d], S("E"), ["M", "N"], "N", "comparison [idx(N) le idx(M)]",
        ["stream.vector_logic bit_and {x}, 0 group [0]"], [], cell("E", "M"))
    g.emit("// Token_Rank by the expert index: R[n, m] = Cumsum_Mask[m, topk[n]], then its diagonal.")
    rk_t = hbm(cell("N", "M"))
    g.emit(f"%rk = stream.gather {cm}[%ti] along \"E\" at 1075838976 : {cm_t}, {top_i} -> {rk_t}")
    d, _ = g.to_dm("%rk", rk_t, S("N"), cell("M"))
    lo, lo_t = g.count_pass(
        "Local_Offset[n] = R[n, n] - 1 (the diagonal m = n kept, less one, then the sum over m)",
        [d], S("N"), ["M"], "M", "comparison [idx(M) eq idx(N)]",
        ["stream.vector_logic bit_and {x}, 0 group [0]", "stream.vector_fxp add_fxp {x}, -1 {group = %d : i64}" % grp(1)], [], cell("N"))
    g.emit("// Global_Offset[Topk_Indices[n]] (F36), a gather by the expert index.")
    gg_t = hbm(cell("N"))
    g.emit(f"%ggo = stream.gather {go}[%ti] along \"F\" at 1076887552 : {go_t}, {top_i} -> {gg_t}")
    da, _ = g.to_dm("%ggo", gg_t, S("N"), cell())
    db, _ = g.to_dm(lo, lo_t, S("N"), cell())
    sc, sc_t = g.count_pass(
        f"Scatter_Idx[n] = Global_Offset[topk[n]] · B + Local_Offset[n] (interleaved, I = 0 shifted by {s})",
        [da, db], S("N"), [], "I", "comparison [idx(I) eq 0]",
        [f"stream.vector_fxp left_shift {{x}}, {s} {{group = {grp(1)} : i64}}"], [], cell("N"))
    g.emit("// Ends[f, g] = [Block_End[f] <= g], a gather of the step table by Block_End.")
    en_t = hbm(cell("F", "G"))
    ci_i = ci_t
    g.emit(f"%ends = stream.gather {step}[{ci}] along \"H\" at 1077936128 : {step_t}, {ci_i} -> {en_t}")
    d, _ = g.to_dm("%ends", en_t, S("G"), cell("F"))
    ex, ex_t = g.count_pass(
        f"Expert_IDs[g] = #(f < E-1 with Block_End[f] <= g) - E·[Block_End[E-1] <= g]: the expert of block g, -1 past G",
        [d], S("G"), ["F"], "F", f"comparison [idx(F) eq {E - 1}]",
        [f"stream.vector_fxp mul_int {{x}}, {-E} {{group = {grp(1)} : i64}}"], [], cell("G"))
    outs = [("%onehot", oh_t, m("N", "E")), (count, count_t, m("E")), (nb, nb_t, m("E")),
            (go, go_t, m("F")), (cm, cm_t, m("M", "E")), (lo, lo_t, m("N")), (sc, sc_t, m("N")),
            (ex, ex_t, m("G"))]
    body = "\n".join(g.lines)
    rets = ", ".join(o[0] for o in outs)
    rtys = ", ".join(o[1] for o in outs)
    hosts = ", ".join(host(o[2]) for o in outs)
    hv = ", ".join(f"%r{k}" for k in range(len(outs)))
    to_host = "\n".join(
        f"    %o{k} = stream.to_host %r{k} : {o[1]} -> {host(o[2])}" for k, o in enumerate(outs))
    ohv = ", ".join(f"%o{k}" for k in range(len(outs)))
    text = f"""{note}
module attributes {{mapping.axes = #mapping.axes<N = {N}, M = {N}, E = {E}, F = {E}, G = {G}, H = {H}, I = 2>}} {{
  stream.kernel @kernel(%ti: {top_i}, %tp: {top_p}) -> ({rtys}) attributes {{chips = 1 : i64}} {{
{body}
    stream.return {rets} : {rtys}
  }}

  stream.host_func @main(%topk: {host(m("N"))}) -> ({hosts}) {{
    %ti = stream.to_hbm %topk : {host(m("N"))} -> {top_i}
    %tp = stream.to_hbm %topk : {host(m("N"))} -> {top_p}
    {hv} = stream.launch @kernel(%ti, %tp) : ({top_i}, {top_p}) -> ({rtys})
{to_host}
    stream.return {ohv} : {hosts}
  }}
}}
"""
    return text


def reference(topk, T, K, E, B):
    """The routing indices by plain loops (digest-E §2.6, F36, F37, C10E-4)."""
    N = T * K
    G = (N + E * (B - 1)) // B
    oh = [[int(topk[n] == e) for e in range(E)] for n in range(N)]
    count = [sum(oh[n][e] for n in range(N)) for e in range(E)]
    nb = [(c + B - 1) // B for c in count]
    go = [sum(nb[:e]) for e in range(E)]
    cm = [[sum(oh[j][e] for j in range(n + 1)) for e in range(E)] for n in range(N)]
    lo = [cm[n][topk[n]] - 1 for n in range(N)]
    sc = [go[topk[n]] * B + lo[n] for n in range(N)]
    ex = [e for e in range(E) for _ in range(nb[e])]
    ex += [-1] * (G - len(ex))
    flat = lambda rows: [v for r in rows for v in r]
    return [(flat(oh), [N, E]), (count, [E]), (nb, [E]), (go, [E]), (flat(cm), [N, E]),
            (lo, [N]), (sc, [N]), (ex, [G])]


def save_i32(path, vals, shape):
    import struct
    hdr = "{'descr': '<i4', 'fortran_order': False, 'shape': (%s), }" % "".join(
        f"{d}, " for d in shape)
    hdr += " " * (64 - (10 + len(hdr) + 1) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(hdr)) + hdr.encode())
        f.write(struct.pack("<%di" % len(vals), *vals))


HEAD = """// MoE routing indices on the device (suite #19; manual 002 L8622-8662 index generation,
// L8708-8717 cumsum by position; digest-E 2.6, G-M7..G-M14; docs/decisions.md C10E-1..5).
// Generated by examples/moe_route_gen.py ({inst}).
// main(topk: [N] i32) with N = T*K = {N} routing slots, n = t*K + k (the flattened
// TopK_Indices [T, K] = [{T}, {K}]; E = {E} experts, block B = {B}, G_max = {G}) returns
//   0 Expert_Mask [N, E] (one-hot)   1 Count [E] (histogram)   2 Num_Blocks [E]
//   3 Global_Offset [E]              4 Cumsum_Mask [N, E] (inclusive, over n)
//   5 Local_Offset [N]               6 Scatter_Idx [N] = Global_Offset[topk[n]]*B + Local_Offset[n]
//   7 Expert_IDs [G_max] (-1 past the G used blocks).
// Position enters only through idx comparisons of the branch; data-dependent lookups are
// row gathers on the tensor DMA (one-hot = a gather of an identity table by topk, the
// token rank = the diagonal of a gather of Cumsum_Mask by topk, Expert_IDs from a gather
// of a step table by the blocks' ends).
// The expected files were written by the plain loops of moe_route_gen.py `reference`;
// driver/tests/moe_route.rs checks the golden tables and a Rust plain-loop reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --input 0={inp} --output-dir %t | FileCheck %s
// CHECK: check: pass ({elems} result elements equal the interpreter's)
"""


def write(path, inputs_dir, rel_inputs, name, inst, T, K, E, B, topk):
    N = T * K
    G = (N + E * (B - 1)) // B
    ref = reference(topk, T, K, E, B)
    inp = f"%S/{rel_inputs}/{name}_topk.npy"
    save_i32(os.path.join(inputs_dir, f"{name}_topk.npy"), topk, [N])
    head = HEAD.format(inst=inst, N=N, T=T, K=K, E=E, B=B, G=G, inp=inp,
                       elems=sum(len(v) for v, _ in ref))
    for k, (vals, shape) in enumerate(ref):
        save_i32(os.path.join(inputs_dir, f"{name}_expected_{k}.npy"), vals, shape)
        head += f"// RUN: cmp %t/result_{k}.npy %S/{rel_inputs}/{name}_expected_{k}.npy\n"
    with open(path, "w") as f:
        f.write(kernel(T, K, E, B, head.rstrip("\n")))


if __name__ == "__main__":
    import random
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    ex_in = os.path.join(root, "examples", "Inputs")
    vr_in = os.path.join(root, "test", "visa-run", "Inputs")
    rng = random.Random(19)
    big = [e for _ in range(64) for e in rng.sample(range(16), 2)]
    write(os.path.join(root, "examples", "moe_route_i32.mlir"), ex_in, "Inputs",
          "moe_route", "suite #19: T = 64, K = 2, E = 16, B = 8, seeded random top-2", 64, 2, 16, 8, big)
    # digest-E 3.7: TopK_Indices of G-M4.
    write(os.path.join(root, "test", "visa-run", "check-moe-route-gm.mlir"), vr_in, "Inputs",
          "moe_route_gm", "digest-E G-M instance: T = 4, K = 2, E = 4, B = 2", 4, 2, 4, 2,
          [0, 2, 0, 1, 1, 2, 1, 3])
    # The manual's expansion example (G-M13, L8654-8658): blocks e0:2, e1:3, e2:0, e3:3.
    write(os.path.join(root, "test", "visa-run", "check-moe-route-gm13.mlir"), vr_in, "Inputs",
          "moe_route_gm13", "G-M13 instance: T = 8, K = 2, E = 4, B = 2, counts [4, 6, 0, 6]",
          8, 2, 4, 2, [0, 1, 0, 1, 0, 3, 0, 3, 1, 3, 1, 3, 1, 3, 1, 3])
