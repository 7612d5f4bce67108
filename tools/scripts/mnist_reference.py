#!/usr/bin/env python3
# The independent reference for weights/tests/mnist.rs: reads test/data/mnist/mnist.safetensors
# with struct, json and numpy only (bf16 widened by a 16-bit shift), and prints the values
# the test checks. Run: python3 tools/scripts/mnist_reference.py test/data/mnist/mnist.safetensors
# Independent reference: reads the raw safetensors bytes with struct/json/numpy.
import json, struct, numpy as np, sys
b = open(sys.argv[1], 'rb').read()
n = struct.unpack('<Q', b[:8])[0]
h = json.loads(b[8:8+n]); base = 8 + n
def arr(name):
    e = h[name]; s, t = e['data_offsets']
    raw = np.frombuffer(b[base+s:base+t], dtype='<u2' if e['dtype']=='BF16' else '<i4')
    if e['dtype']=='BF16':
        raw = (raw.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return e, raw.reshape(e['shape'])
print('header_len', n, 'tensors', len([k for k in h if k!='__metadata__']), 'meta', h.get('__metadata__'))
for name in ['fc1.weight','fc1.bias','fc2.weight','fc2.bias','label_3']:
    e, a = arr(name)
    print(name, e['dtype'], e['shape'], e['data_offsets'][0]+base)
w1 = arr('fc1.weight')[1]; b1 = arr('fc1.bias')[1]; w2 = arr('fc2.weight')[1]; b2=arr('fc2.bias')[1]
print('fc1.weight[0,0..4]', [repr(float(x)) for x in w1[0,:4]])
print('fc1.weight[255,783]', repr(float(w1[255,783])), 'fc1.weight[100,400]', repr(float(w1[100,400])))
print('fc1.bias[0..3]', [repr(float(x)) for x in b1[:3]])
print('fc2.weight[9,255]', repr(float(w2[9,255])), 'fc2.weight[3,17]', repr(float(w2[3,17])))
print('fc2.bias', [repr(float(x)) for x in b2])
print('sum|fc1.weight|', repr(float(np.abs(w1).sum())))
img = arr('image_0')[1]
logits = np.maximum(img @ w1.T + b1, 0) @ w2.T + b2
print('logits image_0', [repr(float(x)) for x in logits], 'argmax', int(logits.argmax()))
print('label_0', arr('label_0')[1].tolist())
