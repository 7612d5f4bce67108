#!/usr/bin/env python3
"""Upstream-MLIR conformance: run upstream MLIR's own lit test files through
visa-opt beside mlir-opt-22 and count the chunks that give the same output.

The test files are not part of the project: fetch them into a folder (see
corpus.txt and README.md beside this script) and point --corpus at it.

For every `.mlir` file under the corpus (or every path listed by --list):
  * each `// RUN:` line (continuation lines joined) whose command starts with
    `mlir-opt` or `not mlir-opt` is taken; the leading run of `mlir-opt`
    segments of its pipeline is kept with their flags, the rest (FileCheck,
    ...) is dropped, as are `2>&1` and `not`;
  * if the first segment has `-split-input-file` / `--split-input-file[=M]`,
    the file is split, as mlir-opt splits it, at every occurrence of the
    marker (`// -----` unless M is given); each chunk is written to a temporary file padded with empty lines
    so that its line numbers are those of the whole file;
  * each (RUN line, chunk) pair, a *unit*, is run through mlir-opt and through
    visa-opt with the same flags and a timeout.

A unit is
  applicable  when mlir-opt exits 0 (under -verify-diagnostics: its
              expectations held) within the timeout;
  same        when it is applicable, visa-opt exits 0 too and, unless
              -verify-diagnostics is given and the output is not piped on
              (to FileCheck), visa-opt's standard output is byte-identical
              to mlir-opt's (every segment of the pipeline);
  crash       when visa-opt is killed by a signal, exits with 101 (a Rust
              panic) or runs past the timeout (counted over all units,
              applicable or not).

Python 3 standard library only; not part of `cargo test`.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

DEFAULT_MARKER = "// -----"
TIMEOUT = 10.0
RUN_RE = re.compile(r"^\s*//\s*RUN:(.*)$")
SPLIT_RE = re.compile(r"^--?split-input-file(?:=(.*))?$")
VERIFY_RE = re.compile(r"^--?verify-diagnostics(?:=.*)?$")


@dataclass
class Run:
    """One RUN line: the mlir-opt segments of its pipeline."""

    line: int  # 1-based line of the RUN: comment
    segments: list[list[str]]  # flags of each mlir-opt segment, with %s etc.
    marker: str | None  # split marker, None when the file is one chunk
    verify: bool  # -verify-diagnostics given (in the first segment)
    checked: bool = False  # the output goes on to FileCheck (or another tool)


@dataclass
class Unit:
    """One (RUN line, chunk) pair and what both tools did with it."""

    path: str
    run: Run
    first_line: int  # 1-based first line of the chunk
    text: str  # the padded chunk
    applicable: bool = False
    same: bool = False
    crash: bool = False
    mlir_out: str = ""
    visa_out: str = ""
    visa_err: str = ""
    visa_rc: int | None = None
    cause: str = ""
    details: list[str] = field(default_factory=list)


def split_pipeline(cmd: str) -> list[str]:
    """Split a shell command at top-level `|` (outside quotes)."""
    parts, cur, quote = [], [], None
    i = 0
    while i < len(cmd):
        c = cmd[i]
        if quote:
            cur.append(c)
            if c == quote:
                quote = None
            elif c == "\\" and quote == '"' and i + 1 < len(cmd):
                i += 1
                cur.append(cmd[i])
        elif c in "'\"":
            quote = c
            cur.append(c)
        elif c == "|":
            if i + 1 < len(cmd) and cmd[i + 1] == "|":
                # `||`: a shell alternative, never a pipe we can follow
                parts.append("".join(cur))
                return parts + [None]  # type: ignore[list-item]
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    parts.append("".join(cur))
    return parts


def parse_runs(lines: list[str]) -> list[Run]:
    """The RUN lines of a file whose command starts with mlir-opt."""
    runs: list[Run] = []
    i = 0
    while i < len(lines):
        m = RUN_RE.match(lines[i])
        if not m:
            i += 1
            continue
        start = i + 1
        cmd = m.group(1).rstrip()
        while cmd.endswith("\\") and i + 1 < len(lines):
            i += 1
            nxt = RUN_RE.match(lines[i])
            cmd = cmd[:-1] + " " + (nxt.group(1).strip() if nxt else "")
        i += 1
        segments: list[list[str]] = []
        checked = False
        for seg in split_pipeline(cmd):
            if seg is None:
                break
            try:
                words = shlex.split(seg)
            except ValueError:
                break
            words = [w for w in words if w != "2>&1"]
            while words and words[0] == "not":
                words = words[1:]
            if not words or words[0] != "mlir-opt":
                checked = bool(words) and bool(segments)
                break
            segments.append(words[1:])
        if not segments:
            continue
        marker, verify = None, False
        for w in segments[0]:
            sm = SPLIT_RE.match(w)
            if sm:
                marker = sm.group(1) or DEFAULT_MARKER
            if VERIFY_RE.match(w):
                verify = True
        runs.append(Run(start, segments, marker, verify, checked))
    return runs


def chunks(text: str, marker: str | None) -> list[tuple[int, str]]:
    """(first line, padded text) of every chunk; one chunk without a marker.

    As mlir-opt does, the text is split at every occurrence of the marker,
    wherever it stands on its line, and the marker itself is dropped. The
    lines before a chunk become empty lines, so a diagnostic's line number is
    the same as in the whole file.
    """
    if marker is None:
        return [(1, text)]
    out, pos = [], 0
    while True:
        end = text.find(marker, pos)
        piece = text[pos:] if end < 0 else text[pos:end]
        before = text.count("\n", 0, pos)
        out.append((before + 1, "\n" * before + piece))
        if end < 0:
            return out
        pos = end + len(marker)


def substitute(words: list[str], chunk_file: str, tmp: str, src_dir: str):
    """Replace lit substitutions; return (args, stdin file or None)."""
    args, stdin = [], None
    it = iter(range(len(words)))
    for k in it:
        w = words[k]
        w = (
            w.replace("%s", chunk_file)
            .replace("%t", os.path.join(tmp, "t"))
            .replace("%S", src_dir)
            .replace("%p", src_dir)
        )
        if w == "<" and k + 1 < len(words):
            stdin = words[k + 1].replace("%s", chunk_file)
            next(it, None)
            continue
        if w.startswith("<") and len(w) > 1:
            stdin = w[1:]
            continue
        args.append(w)
    return args, stdin


def run_tool(exe: list[str], args: list[str], stdin_data: bytes | None,
             timeout: float):
    """Run one tool; (returncode or 'timeout', stdout, stderr)."""
    try:
        p = subprocess.run(exe + args, input=stdin_data if stdin_data is not None else b"",
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        return "timeout", e.stdout or b"", e.stderr or b""
    except OSError as e:
        return "oserror", b"", str(e).encode()


def run_pipeline(exe, unit: Unit, chunk_file: str, tmp: str, src_dir: str,
                 timeout: float):
    """Run the unit's mlir-opt segments with `exe`; (rc, stdout, stderr)."""
    data: bytes | None = None
    rc, out, err = 0, b"", b""
    for n, seg in enumerate(unit.run.segments):
        args, stdin = substitute(seg, chunk_file, tmp, src_dir)
        if stdin is not None:
            with open(stdin, "rb") as f:
                data = f.read()
        elif n > 0:
            data = out
        rc, out, err = run_tool(exe, args, data, timeout)
        if rc != 0:
            break
    return rc, out, err


def normalize(msg: str) -> str:
    """A diagnostic message with its names and numbers made generic."""
    msg = re.sub(r"^.*?:\d+:\d+: ", "", msg.strip())
    msg = re.sub(r"^(error: )+", "", msg)
    msg = re.sub(r"^unexpected error: ", "", msg)
    msg = re.sub(r"%[\w.$#-]+", "%x", msg)
    msg = re.sub(r"@[\w.$-]+", "@f", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    msg = re.sub(r"\^bb\w*", "^bb", msg)
    return msg[:120]


def first_error(err: str) -> str:
    """The first line of stderr that carries an error (or the first line)."""
    lines = [ln for ln in err.splitlines() if ln.strip()]
    for ln in lines:
        if "error" in ln or "panicked" in ln:
            return ln
    return lines[0] if lines else "(no message)"


TOKEN_RE = re.compile(r"\s+|[\w.$#%@^!-]+|\"(?:[^\"\\]|\\.)*\"|.")


OP_RE = re.compile(r'(?:^|[\s=(])"?([a-z_][\w]*\.[\w.$]+)"?[\s(<{]')


def first_token_diff(a: str, b: str) -> str:
    """The first difference between mlir-opt's (a) and visa's (b) output.

    A missing or extra final blank line is named as such; a first differing
    line whose operation names differ is named by them; otherwise the first
    differing token (made generic).
    """
    if b + "\n" == a:
        return "output: missing final blank line"
    if a + "\n" == b:
        return "output: extra final blank line"
    la, lb = a.splitlines(), b.splitlines()
    for x, y in zip(la + [""] * (len(lb) - len(la)), lb + [""] * (len(la) - len(lb))):
        if x == y:
            continue
        oa, ob = OP_RE.search(x + " "), OP_RE.search(y + " ")
        if oa and ob and oa.group(1) != ob.group(1):
            return f"output: mlir op `{oa.group(1)}` visa op `{ob.group(1)}`"
        ta = [t for t in TOKEN_RE.findall(x) if t.strip()]
        tb = [t for t in TOKEN_RE.findall(y) if t.strip()]
        for u, v in zip(ta + ["<eol>"] * (len(tb) - len(ta)), tb + ["<eol>"] * (len(ta) - len(tb))):
            if u != v:
                return f"output: mlir `{normalize(u)[:40]}` visa `{normalize(v)[:40]}`"
        return "output: white space"
    return "output: trailing"


def classify(unit: Unit, mlir: list[str], visa: list[str], src_dir: str,
             timeout: float) -> Unit:
    """Run both tools on the unit and fill in its status and cause."""
    with tempfile.TemporaryDirectory(prefix="conform-") as tmp:
        chunk_file = os.path.join(tmp, os.path.basename(unit.path))
        with open(chunk_file, "w", encoding="utf-8") as f:
            f.write(unit.text)
        mrc, mout, _ = run_pipeline(mlir, unit, chunk_file, tmp, src_dir, timeout)
        vrc, vout, verr = run_pipeline(visa, unit, chunk_file, tmp, src_dir, timeout)
    unit.visa_rc = vrc if isinstance(vrc, int) else None
    unit.applicable = mrc == 0
    unit.crash = vrc == "timeout" or (isinstance(vrc, int) and (vrc < 0 or vrc == 101))
    unit.mlir_out = mout.decode("utf-8", "replace")
    unit.visa_out = vout.decode("utf-8", "replace")
    unit.visa_err = verr.decode("utf-8", "replace")
    if unit.applicable:
        if vrc == 0:
            # Under -verify-diagnostics the expectations are the test, unless
            # the output also goes on to FileCheck: then it must match too.
            unit.same = (unit.run.verify and not unit.run.checked) or vout == mout
            if not unit.same:
                unit.cause = first_token_diff(unit.mlir_out, unit.visa_out)
        elif unit.crash:
            unit.cause = "crash: " + (
                "timeout" if vrc == "timeout" else normalize(first_error(unit.visa_err)))
        else:
            unit.cause = "error: " + normalize(first_error(unit.visa_err))
    return unit


def collect(corpus: str, only: list[str] | None) -> list[Unit]:
    """Every unit of every file, in a fixed order."""
    if only is not None:
        rels = sorted(set(only))
    else:
        rels = []
        for root, _, files in os.walk(corpus):
            for name in files:
                if name.endswith(".mlir"):
                    rels.append(os.path.relpath(os.path.join(root, name), corpus))
        rels.sort()
    units = []
    for rel in rels:
        full = os.path.join(corpus, rel)
        if not os.path.isfile(full):
            print(f"warning: {rel}: not in the corpus", file=sys.stderr)
            continue
        with open(full, encoding="utf-8", errors="replace") as f:
            whole = f.read()
        for run in parse_runs(whole.splitlines(keepends=True)):
            for first, text in chunks(whole, run.marker):
                units.append(Unit(rel, run, first, text))
    return units


def read_list(path: str) -> list[str]:
    """Corpus-relative paths from a corpus.txt (first column, `#` comments)."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                p = line.split()[0]
                out.append(p)
    return out


def tool_version(exe: list[str]) -> str:
    rc, out, err = run_tool(exe, ["--version"], None, 10)
    text = (out or err).decode("utf-8", "replace").strip().splitlines()
    return " ".join(t.strip() for t in text[:2]) if text else "?"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", required=True, help="folder holding the upstream test files")
    ap.add_argument("--visa-opt", required=True, help="the visa-opt binary")
    ap.add_argument("--mlir-opt", default="mlir-opt-22", help="the reference (default mlir-opt-22)")
    ap.add_argument("--list", help="run only the corpus-relative paths listed in this file "
                    "(a corpus.txt); default: every .mlir under --corpus")
    ap.add_argument("--file-report", action="store_true",
                    help="also list every unit (file:line of chunk, RUN line, status)")
    ap.add_argument("--diff", type=int, default=0, metavar="N",
                    help="show the first N applicable units that differ (unified diff or error)")
    ap.add_argument("--causes", type=int, default=0, metavar="N",
                    help="group the differing units by first differing token or error "
                    "message and print the N most frequent")
    ap.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds per tool run (10)")
    ap.add_argument("--jobs", type=int, default=1, help="units run at once (default 1)")
    a = ap.parse_args(argv)

    mlir, visa = shlex.split(a.mlir_opt), [os.path.abspath(a.visa_opt)]
    only = read_list(a.list) if a.list else None
    units = collect(a.corpus, only)
    print(f"# mlir-opt: {a.mlir_opt} ({tool_version(mlir)})")
    print(f"# visa-opt: {visa[0]} ({tool_version(visa)})")

    def work(u: Unit) -> Unit:
        return classify(u, mlir, visa, os.path.join(a.corpus, os.path.dirname(u.path)),
                        a.timeout)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        units = list(ex.map(work, units))

    per: dict[str, list[int]] = {}
    for u in units:
        row = per.setdefault(u.path, [0, 0, 0, 0])
        row[0] += 1
        row[1] += u.applicable
        row[2] += u.same
        row[3] += u.crash
    width = max([len(p) for p in per] + [5])
    print(f"{'file':<{width}}  chunks  applicable  same  crash")
    tot = [0, 0, 0, 0]
    for p in sorted(per):
        r = per[p]
        tot = [x + y for x, y in zip(tot, r)]
        print(f"{p:<{width}}  {r[0]:>6}  {r[1]:>10}  {r[2]:>4}  {r[3]:>5}")
        if a.file_report:
            for u in units:
                if u.path == p:
                    st = ("crash" if u.crash else "same" if u.same else
                          "differs" if u.applicable else "n/a")
                    print(f"    {p}:{u.first_line} (RUN line {u.run.line}): {st}"
                          + (f" [{u.cause}]" if u.cause else ""))
    pct = 100.0 * tot[2] / tot[1] if tot[1] else 0.0
    print(f"{'total (' + str(len(per)) + ' files)':<{width}}  {tot[0]:>6}  {tot[1]:>10}  "
          f"{tot[2]:>4}  {tot[3]:>5}")
    print(f"same / applicable: {tot[2]} / {tot[1]} = {pct:.1f}%; crashes: {tot[3]}")

    differing = [u for u in units if u.applicable and not u.same]
    if a.causes:
        groups: dict[str, list[Unit]] = {}
        for u in differing:
            groups.setdefault(u.cause, []).append(u)
        print(f"\n## top causes of difference ({len(differing)} units, {len(groups)} causes)")
        ranked = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
        for cause, us in ranked[: a.causes]:
            print(f"{len(us):>5}  {cause}   (e.g. {us[0].path}:{us[0].first_line})")
    crashes = [u for u in units if u.crash]
    if crashes:
        print("\n## crashes")
        for u in crashes:
            print(f"{u.path}:{u.first_line} (RUN line {u.run.line}): "
                  f"{normalize(first_error(u.visa_err))}")
    for u in differing[: a.diff]:
        print(f"\n### {u.path}:{u.first_line} (RUN line {u.run.line}): {u.cause}")
        if u.visa_rc == 0:
            sys.stdout.writelines(difflib.unified_diff(
                u.mlir_out.splitlines(keepends=True), u.visa_out.splitlines(keepends=True),
                "mlir-opt", "visa-opt", n=2))
        else:
            print("visa-opt stderr:\n" + "\n".join(u.visa_err.splitlines()[:12]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
