#!/usr/bin/env python3
"""Writes the .npy fixtures of weights/tests/npy_numpy.rs with numpy's own writer
(np.save), each a 2x3 array of the values 0.5*i - 1 (i = 0..5) or their integer /
boolean counterparts, in the layouts numpy writes: little- and big-endian, C and
Fortran order, format version 3.0 for a UTF-8 header.

    python3 tools/scripts/gen_npy_fixtures.py test/data/npy
"""
import os
import sys

import numpy as np
from numpy.lib import format as npf

out = sys.argv[1] if len(sys.argv) > 1 else "test/data/npy"
os.makedirs(out, exist_ok=True)
v = (np.arange(6, dtype=np.float64) * 0.5 - 1).reshape(2, 3)
cases = {
    "f4_c": v.astype("<f4"),
    "f8_be": v.astype(">f8"),
    "f2_fortran": np.asfortranarray(v.astype("<f2")),
    "i8_be_fortran": np.asfortranarray((v * 2).astype(">i8")),
    "u1": (v * 2 + 2).astype("|u1"),
    "b1": v > 0,
}
for name, a in cases.items():
    np.save(os.path.join(out, name + ".npy"), a)
    print(name, a.dtype.str, a.flags.f_contiguous, a.astype(np.float64).reshape(-1).tolist())
# numpy picks version 3.0 only when a header needs UTF-8; ask its writer for it.
with open(os.path.join(out, "v3_i2.npy"), "wb") as f:
    a = (v * 2).astype("<i2")
    npf.write_array(f, a, version=(3, 0))
    print("v3_i2", a.dtype.str, a.reshape(-1).tolist())
