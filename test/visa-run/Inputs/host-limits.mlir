// Host tensors visa-run does not bind: too many elements, or sub-byte elements.
hw.program @big {
  hw.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 2147483648>, strides = array<i64: 1>}
}
hw.program @nibbles {
  hw.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i4, shape = array<i64: 64>, strides = array<i64: 1>}
}
