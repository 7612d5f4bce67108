#!/bin/sh
# usage: lowering/benches/scale-constant-add.sh N > kN.mlir
# examples/constant_add.mlir scaled to A = N elements (N a multiple of 2048): 256 slices of
# E = N/256 elements; streams keep 8-element (32-byte) packets with Time m[A % E / 8]; the
# result is committed right after the input in each slice (byte 4E, at least 4096). The same
# scaling as lowering/benches/lower.rs, for timing `visa-opt --lower-to-hw` and `visa-run`.
N=$1; E=$((N/256)); OUT=$((E*4)); [ $OUT -lt 4096 ] && OUT=4096
sed -e "s/A = 2048/A = $N/" -e "s|m\[A / 8 # 256\]|m[A / $E # 256]|g" \
    -e "/^!dm/s|m\[A % 8\]>|m[A % $E]>|" \
    -e "/^!begin/s|m\[1\], m\[A % 8\]>|m[1], m[A % $E]>|" \
    -e "/^!dm/b" -e "/^!begin/b" -e "/^!/s|m\[1\], m\[A % 8\]>|m[A % $E / 8], m[A % 8]>|" \
    -e "s|commit %v3 at 4096|commit %v3 at $OUT|" "$(dirname "$0")/../../examples/constant_add.mlir"
