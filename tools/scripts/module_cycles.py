#!/usr/bin/env python3
"""Module import cycles of a crate (issue 20 item 5: "visa-stream's modules form no import
cycle of more than two files").

Reads every `.rs` file under SRC, takes each `crate::a::b` and `super::a` path (and the
names inside `crate::{...}`) as an edge to the longest module the path names, and prints
the strongly connected components of more than one module (Tarjan), largest first.
Python 3 standard library only; not part of `cargo test`.

    python3 tools/scripts/module_cycles.py dialects/stream/src

On main at the end of session 20 it prints `50 modules; largest SCCs: [32, 2]`.
"""
import os, re, sys
root = sys.argv[1]
mods = {}
for dp, dn, fn in os.walk(root):
    for f in fn:
        if f.endswith('.rs'):
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, root)[:-3]
            if rel.endswith('/mod'): rel = rel[:-4]
            mods[rel.replace('/', '::')] = open(p).read()
names = set(mods)
edges = {m: set() for m in mods}
for m, src in mods.items():
    src = re.sub(r'//.*', '', src)
    # resolve crate:: paths
    for mm in re.finditer(r'crate::((?:[a-z_][a-z0-9_]*::)*[a-z_][a-z0-9_]*)', src):
        parts = mm.group(1).split('::')
        for i in range(len(parts), 0, -1):
            cand = '::'.join(parts[:i])
            if cand in names and cand != m:
                edges[m].add(cand); break
    # super:: relative
    base = m.split('::')[:-1]
    for mm in re.finditer(r'super::((?:[a-z_][a-z0-9_]*::)*[a-z_][a-z0-9_]*)', src):
        parts = base + mm.group(1).split('::')
        for i in range(len(parts), 0, -1):
            cand = '::'.join(parts[:i])
            if cand in names and cand != m:
                edges[m].add(cand); break
    # use crate::{a, b::c}
    for mm in re.finditer(r'crate::\{([^;]*)\}', src):
        for item in re.findall(r'([a-z_][a-z0-9_]*)(?:::|\s*[,}]|$)', mm.group(1)):
            if item in names and item != m: edges[m].add(item)
# tarjan
sys.setrecursionlimit(10000)
idx = {}; low = {}; st = []; on = set(); sccs = []; c = [0]
def sc(v):
    idx[v] = low[v] = c[0]; c[0] += 1; st.append(v); on.add(v)
    for w in edges[v]:
        if w not in idx: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], idx[w])
    if low[v] == idx[v]:
        comp = []
        while True:
            w = st.pop(); on.discard(w); comp.append(w)
            if w == v: break
        sccs.append(comp)
for v in sorted(mods):
    if v not in idx: sc(v)
big = sorted([s for s in sccs if len(s) > 1], key=len, reverse=True)
print(len(mods), 'modules;', 'largest SCCs:', [len(s) for s in big])
for s in big[:3]: print(sorted(s))
