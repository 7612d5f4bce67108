#!/usr/bin/env python3
"""Generates the ONNX fixtures under test/data/onnx/ with the `onnx` package's helpers
(pip install onnx numpy), and prints the values onnx/tests/fixtures.rs checks.

    python3 tools/scripts/gen_onnx_fixtures.py test/data/onnx

Deterministic: weights come from a fixed-seed numpy generator; rerunning rewrites the
same bytes (onnx 1.23.2, numpy 2.4.6 produced the committed files).
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from onnx.external_data_helper import convert_model_to_external_data

out = sys.argv[1] if len(sys.argv) > 1 else "test/data/onnx"
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(21)


def show(name, a):
    flat = a.reshape(-1)
    print(f"{name} {list(a.shape)} first={[float(x) for x in flat[:3]]} last={float(flat[-1])} sum={float(a.astype(np.float64).sum())!r}")


# 1. A two-layer MLP, 4 -> 8 (Relu) -> 3, with Gemm (transB=1) and a symbolic batch.
w1 = rng.standard_normal((8, 4)).astype(np.float32)
b1 = rng.standard_normal(8).astype(np.float32)
w2 = rng.standard_normal((3, 8)).astype(np.float32)
b2 = rng.standard_normal(3).astype(np.float32)
g = helper.make_graph(
    [
        helper.make_node("Gemm", ["x", "w1", "b1"], ["h"], name="fc1", transB=1, alpha=1.0, beta=1.0),
        helper.make_node("Relu", ["h"], ["hr"], name="relu"),
        helper.make_node("Gemm", ["hr", "w2", "b2"], ["y"], name="fc2", transB=1),
    ],
    "mlp",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 4])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", 3])],
    initializer=[numpy_helper.from_array(a, n) for a, n in [(w1, "w1"), (b1, "b1"), (w2, "w2"), (b2, "b2")]],
    value_info=[helper.make_tensor_value_info("h", TensorProto.FLOAT, ["N", 8])],
)
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], producer_name="gen_onnx_fixtures")
onnx.checker.check_model(m)
onnx.save(m, os.path.join(out, "mlp.onnx"))
for n, a in [("w1", w1), ("b1", b1), ("w2", w2), ("b2", b2)]:
    show(n, a)

# 2. MatMul + Add + Softmax on static shapes; the bias stored in float_data (typed
# field), a Constant node holding an int64 tensor attribute, and a list attribute.
wm = rng.standard_normal((5, 6)).astype(np.float32)
bm = rng.standard_normal(6).astype(np.float32)
bias = helper.make_tensor("bias", TensorProto.FLOAT, [6], bm.tolist(), raw=False)
g = helper.make_graph(
    [
        helper.make_node("MatMul", ["a", "wm"], ["mm"]),
        helper.make_node("Add", ["mm", "bias"], ["s"]),
        helper.make_node("Softmax", ["s"], ["p"], axis=-1),
        helper.make_node("Constant", [], ["shape"], value=helper.make_tensor("c", TensorProto.INT64, [2], [2, 6])),
        helper.make_node("Reshape", ["p", "shape"], ["out"]),
        helper.make_node("Transpose", ["out"], ["outT"], perm=[1, 0]),
    ],
    "attention_head",
    [helper.make_tensor_value_info("a", TensorProto.FLOAT, [2, 5])],
    [helper.make_tensor_value_info("outT", TensorProto.FLOAT, [6, 2])],
    initializer=[numpy_helper.from_array(wm, "wm"), bias],
)
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)], producer_name="gen_onnx_fixtures")
onnx.checker.check_model(m)
onnx.save(m, os.path.join(out, "matmul_softmax.onnx"))
show("wm", wm)
show("bias", bm)

# 3. External data: a MatMul whose weight lives in a side file.
we = (np.arange(64 * 16, dtype=np.float32) / 7.0).reshape(64, 16)
g = helper.make_graph(
    [helper.make_node("MatMul", ["x", "we"], ["y"])],
    "external",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 64])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 16])],
    initializer=[numpy_helper.from_array(we, "we")],
)
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)], producer_name="gen_onnx_fixtures")
convert_model_to_external_data(m, all_tensors_to_one_file=True, location="external.bin", size_threshold=0)
onnx.save(m, os.path.join(out, "external.onnx"))
show("we", we)
for t in m.graph.initializer:
    print("external_data", [(e.key, e.value) for e in t.external_data])
