#!/usr/bin/env python3
# Writes test/data/mnist/images.npy: the fixture's ten test images image_0 ... image_9
# (bf16 [784] each) stacked as one [10, 784] '<u2' array of raw bf16 bits, the form
# visa-run reads for a bf16 argument. Reads the safetensors bytes with struct + json +
# numpy only. Run: python3 tools/scripts/mnist_images.py test/data/mnist/mnist.safetensors test/data/mnist/images.npy
import json, struct, sys
import numpy as np
b = open(sys.argv[1], 'rb').read()
n = struct.unpack('<Q', b[:8])[0]
h = json.loads(b[8:8 + n]); base = 8 + n
rows = []
for i in range(10):
    e = h[f'image_{i}']
    assert e['dtype'] == 'BF16' and e['shape'] == [784], e
    s, t = e['data_offsets']
    rows.append(np.frombuffer(b[base + s:base + t], dtype='<u2'))
np.save(sys.argv[2], np.stack(rows))
