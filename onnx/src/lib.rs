//! A pure-Rust reader of ONNX model files: the protobuf wire format ([`wire`], hand
//! written, no code generation) and the subset of `onnx.proto` a model needs —
//! [`Model`] (opset imports, graph), [`Graph`] (nodes, initializers, inputs, outputs,
//! value infos), [`Node`] (op type, domain, inputs, outputs, attributes of every kind
//! but sparse tensors and type protos), [`Tensor`] (dims, data type, raw or typed data,
//! external data resolved relative to the model file) and [`ValueInfo`] shapes
//! (`dim_value` / `dim_param`). Unknown fields are skipped, as protobuf readers do.
//!
//! Nothing panics, recurses without bound or allocates beyond the input: nesting (graphs
//! inside attributes) is limited to [`MAX_DEPTH`], each tensor's data size is checked
//! against its dims before it is kept, and every error names the field path
//! (`ModelProto.graph.node[2].attribute[0].t.dims`) and the byte offset.
//!
//! ```no_run
//! let model = visa_onnx::Model::read("mlp.onnx").unwrap();
//! for node in &model.graph.node {
//!     println!("{} {:?} -> {:?}", node.op_type, node.input, node.output);
//! }
//! ```

use std::fmt;
use std::path::{Path, PathBuf};

pub mod import;
pub mod wire;

use wire::{Fields, Value, WireError};

/// How deeply graphs may nest (a graph inside a node's attribute counts one level,
/// e.g. an `If`'s branches): 64, far beyond what exporters write and far below what
/// would exhaust the stack (decisions.md WGT-6).
pub const MAX_DEPTH: usize = 64;

/// A decoded `ModelProto`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Model {
    /// `ir_version`.
    pub ir_version: i64,
    /// `opset_import`: (domain, version); the default domain is `""`.
    pub opset_import: Vec<(String, i64)>,
    /// `producer_name`.
    pub producer_name: String,
    /// `graph`.
    pub graph: Graph,
}

impl Model {
    /// The opset version imported for `domain` (`""` or `"ai.onnx"` is the default
    /// domain), if the model imports it.
    pub fn opset(&self, domain: &str) -> Option<i64> {
        let default = |d: &str| d.is_empty() || d == "ai.onnx";
        self.opset_import
            .iter()
            .rev()
            .find(|(d, _)| d == domain || (default(d) && default(domain)))
            .map(|&(_, v)| v)
    }
}

/// A decoded `GraphProto`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Graph {
    /// `name`.
    pub name: String,
    /// `node`, in topological order as the file gives them.
    pub node: Vec<Node>,
    /// `initializer`: the weights, with data resolved.
    pub initializer: Vec<Tensor>,
    /// `input`.
    pub input: Vec<ValueInfo>,
    /// `output`.
    pub output: Vec<ValueInfo>,
    /// `value_info`.
    pub value_info: Vec<ValueInfo>,
}

impl Graph {
    /// The initializer called `name`, if the graph has one.
    pub fn initializer_named(&self, name: &str) -> Option<&Tensor> {
        self.initializer.iter().find(|t| t.name == name)
    }
}

/// A decoded `NodeProto`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Node {
    /// `name` (may be empty).
    pub name: String,
    /// `op_type`, e.g. `Gemm`.
    pub op_type: String,
    /// `domain`; `""` is the default ONNX domain.
    pub domain: String,
    /// `input`: value names; `""` is an omitted optional input.
    pub input: Vec<String>,
    /// `output`.
    pub output: Vec<String>,
    /// `attribute`.
    pub attribute: Vec<Attribute>,
}

impl Node {
    /// The attribute called `name`, if present.
    pub fn attr(&self, name: &str) -> Option<&AttrValue> {
        self.attribute
            .iter()
            .find(|a| a.name == name)
            .map(|a| &a.value)
    }
}

/// A decoded `AttributeProto`: its name and its value.
#[derive(Debug, Clone, PartialEq)]
pub struct Attribute {
    /// `name`.
    pub name: String,
    /// The value, by the attribute's `type` (or, in files without it, by which field is
    /// set).
    pub value: AttrValue,
}

/// An attribute's value.
#[derive(Debug, Clone, PartialEq)]
pub enum AttrValue {
    /// `FLOAT` (`f`).
    Float(f32),
    /// `INT` (`i`).
    Int(i64),
    /// `STRING` (`s`), bytes as stored.
    String(Vec<u8>),
    /// `TENSOR` (`t`).
    Tensor(Tensor),
    /// `GRAPH` (`g`).
    Graph(Box<Graph>),
    /// `FLOATS`.
    Floats(Vec<f32>),
    /// `INTS`.
    Ints(Vec<i64>),
    /// `STRINGS`.
    Strings(Vec<Vec<u8>>),
    /// `TENSORS`.
    Tensors(Vec<Tensor>),
    /// `GRAPHS`.
    Graphs(Vec<Graph>),
}

/// ONNX's `TensorProto.DataType` values that a [`Tensor`] may hold, with their sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DataType {
    /// `FLOAT` (1).
    Float,
    /// `UINT8` (2).
    Uint8,
    /// `INT8` (3).
    Int8,
    /// `UINT16` (4).
    Uint16,
    /// `INT16` (5).
    Int16,
    /// `INT32` (6).
    Int32,
    /// `INT64` (7).
    Int64,
    /// `BOOL` (9).
    Bool,
    /// `FLOAT16` (10).
    Float16,
    /// `DOUBLE` (11).
    Double,
    /// `UINT32` (12).
    Uint32,
    /// `UINT64` (13).
    Uint64,
    /// `BFLOAT16` (16).
    Bfloat16,
    /// `FLOAT8E4M3FN` (17).
    Float8E4M3FN,
    /// `FLOAT8E5M2` (19).
    Float8E5M2,
}

impl DataType {
    /// The data type numbered `code` in `onnx.proto`, if this reader holds it (strings,
    /// complex numbers, the FNUZ float8s and 4-bit types are not).
    pub fn from_code(code: i64) -> Option<DataType> {
        use DataType::*;
        Some(match code {
            1 => Float,
            2 => Uint8,
            3 => Int8,
            4 => Uint16,
            5 => Int16,
            6 => Int32,
            7 => Int64,
            9 => Bool,
            10 => Float16,
            11 => Double,
            12 => Uint32,
            13 => Uint64,
            16 => Bfloat16,
            17 => Float8E4M3FN,
            19 => Float8E5M2,
            _ => return None,
        })
    }

    /// The element size in bytes.
    pub fn size(self) -> usize {
        use DataType::*;
        match self {
            Uint8 | Int8 | Bool | Float8E4M3FN | Float8E5M2 => 1,
            Uint16 | Int16 | Float16 | Bfloat16 => 2,
            Float | Int32 | Uint32 => 4,
            Int64 | Double | Uint64 => 8,
        }
    }
}

/// A decoded `TensorProto`, its data resolved to little-endian bytes in row-major order
/// whichever way the file stored it (`raw_data`, a typed field, or external data).
#[derive(Debug, Clone, PartialEq)]
pub struct Tensor {
    /// `name`.
    pub name: String,
    /// `dims`, outermost first (each checked non-negative).
    pub dims: Vec<u64>,
    /// `data_type`.
    pub data_type: DataType,
    /// The elements, `product(dims) * data_type.size()` bytes.
    pub data: Vec<u8>,
}

impl Tensor {
    /// The elements as `f32`, if the data type is `FLOAT`.
    pub fn to_f32(&self) -> Option<Vec<f32>> {
        (self.data_type == DataType::Float).then(|| {
            self.data
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
                .collect()
        })
    }

    /// The elements as `i64`, if the data type is `INT64`.
    pub fn to_i64(&self) -> Option<Vec<i64>> {
        (self.data_type == DataType::Int64).then(|| {
            self.data
                .chunks_exact(8)
                .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
                .collect()
        })
    }
}

/// A decoded `ValueInfoProto` of tensor type.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ValueInfo {
    /// `name`.
    pub name: String,
    /// The tensor type's `elem_type` code, if the value has a tensor type.
    pub elem_type: Option<i64>,
    /// The tensor type's shape, if given (`None` is an unknown rank).
    pub shape: Option<Vec<Dim>>,
}

/// One dimension of a `TensorShapeProto`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dim {
    /// `dim_value`: a static size.
    Value(i64),
    /// `dim_param`: a symbolic size, bound at import.
    Param(String),
    /// Neither set.
    Unknown,
}

/// Why a model file was refused: the file, the field path, the byte offset, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// The file as the caller named it.
    pub file: String,
    /// The field path, e.g. `ModelProto.graph.initializer[1].raw_data`.
    pub path: String,
    /// The absolute byte offset in the file.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: byte {}: {}: {}",
            self.file, self.offset, self.path, self.message
        )
    }
}

impl std::error::Error for Error {}

impl Model {
    /// Reads the model file at `path`; external data is resolved relative to its folder.
    pub fn read(path: impl AsRef<Path>) -> Result<Model, Error> {
        let path = path.as_ref();
        let name = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| Error {
            file: name.clone(),
            path: "ModelProto".into(),
            offset: 0,
            message: format!("cannot read: {e}"),
        })?;
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Model::parse(&name, &bytes, Some(&dir))
    }

    /// Decodes `bytes`, a model file called `file`. External data is read from files
    /// relative to `dir`; with `None`, a tensor with external data is an error.
    pub fn parse(file: &str, bytes: &[u8], dir: Option<&Path>) -> Result<Model, Error> {
        let cx = Cx {
            file,
            dir: dir.map(Path::to_path_buf),
        };
        cx.model(bytes)
    }
}

/// The decoding context: the file's name and the folder external data lives in.
struct Cx<'f> {
    file: &'f str,
    dir: Option<PathBuf>,
}

type R<T> = Result<T, Error>;

impl Cx<'_> {
    fn err<T>(&self, path: &str, offset: usize, message: impl Into<String>) -> R<T> {
        Err(Error {
            file: self.file.to_string(),
            path: path.to_string(),
            offset,
            message: message.into(),
        })
    }

    fn wire<T>(&self, path: &str, e: WireError) -> R<T> {
        self.err(path, e.offset, e.message)
    }

    /// Calls `f` on each field of the message `buf` at `base`.
    fn each<'a>(
        &self,
        path: &str,
        buf: &'a [u8],
        base: usize,
        mut f: impl FnMut(usize, u32, Value<'a>) -> R<()>,
    ) -> R<()> {
        let mut fields = Fields::new(buf, base);
        while let Some(r) = fields.next() {
            match r {
                Ok((at, n, v)) => f(at, n, v)?,
                Err(e) => return self.wire(path, e),
            }
        }
        Ok(())
    }

    fn bytes<'a>(&self, path: &str, at: usize, v: Value<'a>) -> R<(&'a [u8], usize)> {
        match v {
            Value::Bytes(b, off) => Ok((b, off)),
            v => self.err(
                path,
                at,
                format!("expected a length-delimited field, found {}", v.wire_name()),
            ),
        }
    }

    fn string(&self, path: &str, at: usize, v: Value) -> R<String> {
        let (b, off) = self.bytes(path, at, v)?;
        match std::str::from_utf8(b) {
            Ok(s) => Ok(s.to_string()),
            Err(e) => self.err(path, off + e.valid_up_to(), "the string is not valid UTF-8"),
        }
    }

    fn int(&self, path: &str, at: usize, v: Value) -> R<i64> {
        match v {
            Value::Varint(x) => Ok(x as i64),
            v => self.err(
                path,
                at,
                format!("expected a varint, found {}", v.wire_name()),
            ),
        }
    }

    /// A repeated varint field, packed or not; pushes onto `out`.
    fn ints(&self, path: &str, at: usize, v: Value, out: &mut Vec<i64>) -> R<()> {
        match v {
            Value::Varint(x) => out.push(x as i64),
            Value::Bytes(b, off) => {
                let mut i = 0;
                while i < b.len() {
                    let Some((x, n)) = wire::read_varint(&b[i..]) else {
                        return self.err(path, off + i, "a packed varint is truncated or too long");
                    };
                    out.push(x as i64);
                    i += n;
                }
            }
            v => {
                return self.err(
                    path,
                    at,
                    format!("expected varints, found {}", v.wire_name()),
                )
            }
        }
        Ok(())
    }

    /// A repeated fixed-width field (float, double), packed or not, as raw words.
    fn fixed<const N: usize>(&self, path: &str, at: usize, v: Value, out: &mut Vec<u8>) -> R<()> {
        match (N, v) {
            (4, Value::Fixed32(x)) => out.extend_from_slice(&x.to_le_bytes()),
            (8, Value::Fixed64(x)) => out.extend_from_slice(&x.to_le_bytes()),
            (_, Value::Bytes(b, off)) => {
                if b.len() % N != 0 {
                    return self.err(
                        path,
                        off,
                        format!("packed data of {} bytes is not a multiple of {N}", b.len()),
                    );
                }
                out.extend_from_slice(b);
            }
            (_, v) => {
                return self.err(
                    path,
                    at,
                    format!("expected {N}-byte values, found {}", v.wire_name()),
                )
            }
        }
        Ok(())
    }

    fn model(&self, bytes: &[u8]) -> R<Model> {
        let mut m = Model::default();
        let mut graph = None;
        let p = "ModelProto";
        self.each(p, bytes, 0, |at, n, v| {
            match n {
                1 => m.ir_version = self.int(&format!("{p}.ir_version"), at, v)?,
                2 => m.producer_name = self.string(&format!("{p}.producer_name"), at, v)?,
                7 => {
                    let (b, off) = self.bytes(&format!("{p}.graph"), at, v)?;
                    graph = Some(self.graph(&format!("{p}.graph"), b, off, 1)?);
                }
                8 => {
                    let path = format!("{p}.opset_import[{}]", m.opset_import.len());
                    let (b, off) = self.bytes(&path, at, v)?;
                    let (mut domain, mut version) = (String::new(), 0);
                    self.each(&path, b, off, |at, n, v| {
                        match n {
                            1 => domain = self.string(&format!("{path}.domain"), at, v)?,
                            2 => version = self.int(&format!("{path}.version"), at, v)?,
                            _ => {}
                        }
                        Ok(())
                    })?;
                    m.opset_import.push((domain, version));
                }
                _ => {}
            }
            Ok(())
        })?;
        match graph {
            Some(g) => m.graph = g,
            None => return self.err(p, bytes.len(), "the model has no graph"),
        }
        Ok(m)
    }

    fn graph(&self, p: &str, buf: &[u8], base: usize, depth: usize) -> R<Graph> {
        if depth > MAX_DEPTH {
            return self.err(
                p,
                base,
                format!("graphs nest deeper than {MAX_DEPTH} levels"),
            );
        }
        let mut g = Graph::default();
        self.each(p, buf, base, |at, n, v| {
            match n {
                1 => {
                    let path = format!("{p}.node[{}]", g.node.len());
                    let (b, off) = self.bytes(&path, at, v)?;
                    g.node.push(self.node(&path, b, off, depth)?);
                }
                2 => g.name = self.string(&format!("{p}.name"), at, v)?,
                5 => {
                    let path = format!("{p}.initializer[{}]", g.initializer.len());
                    let (b, off) = self.bytes(&path, at, v)?;
                    g.initializer.push(self.tensor(&path, b, off)?);
                }
                11..=13 => {
                    let (field, list) = match n {
                        11 => ("input", &mut g.input),
                        12 => ("output", &mut g.output),
                        _ => ("value_info", &mut g.value_info),
                    };
                    let path = format!("{p}.{field}[{}]", list.len());
                    let (b, off) = self.bytes(&path, at, v)?;
                    list.push(self.value_info(&path, b, off)?);
                }
                _ => {}
            }
            Ok(())
        })?;
        Ok(g)
    }

    fn node(&self, p: &str, buf: &[u8], base: usize, depth: usize) -> R<Node> {
        let mut node = Node::default();
        self.each(p, buf, base, |at, n, v| {
            match n {
                1 => node.input.push(self.string(
                    &format!("{p}.input[{}]", node.input.len()),
                    at,
                    v,
                )?),
                2 => node.output.push(self.string(
                    &format!("{p}.output[{}]", node.output.len()),
                    at,
                    v,
                )?),
                3 => node.name = self.string(&format!("{p}.name"), at, v)?,
                4 => node.op_type = self.string(&format!("{p}.op_type"), at, v)?,
                7 => node.domain = self.string(&format!("{p}.domain"), at, v)?,
                5 => {
                    let path = format!("{p}.attribute[{}]", node.attribute.len());
                    let (b, off) = self.bytes(&path, at, v)?;
                    node.attribute.push(self.attribute(&path, b, off, depth)?);
                }
                _ => {}
            }
            Ok(())
        })?;
        Ok(node)
    }

    fn attribute(&self, p: &str, buf: &[u8], base: usize, depth: usize) -> R<Attribute> {
        let mut name = String::new();
        let mut ty = 0i64;
        let (mut f, mut i, mut s, mut t, mut g) = (None, None, None, None, None);
        let (mut floats, mut ints) = (Vec::new(), Vec::new());
        let (mut strings, mut tensors, mut graphs) = (Vec::new(), Vec::new(), Vec::new());
        let mut seen = [false; 12];
        self.each(p, buf, base, |at, n, v| {
            if (n as usize) < seen.len() {
                seen[n as usize] = true;
            }
            match n {
                1 => name = self.string(&format!("{p}.name"), at, v)?,
                20 => ty = self.int(&format!("{p}.type"), at, v)?,
                2 => match v {
                    Value::Fixed32(x) => f = Some(f32::from_bits(x)),
                    v => {
                        return self.err(
                            &format!("{p}.f"),
                            at,
                            format!("expected fixed32, found {}", v.wire_name()),
                        )
                    }
                },
                3 => i = Some(self.int(&format!("{p}.i"), at, v)?),
                4 => s = Some(self.bytes(&format!("{p}.s"), at, v)?.0.to_vec()),
                5 => {
                    let (b, off) = self.bytes(&format!("{p}.t"), at, v)?;
                    t = Some(self.tensor(&format!("{p}.t"), b, off)?);
                }
                6 => {
                    let (b, off) = self.bytes(&format!("{p}.g"), at, v)?;
                    g = Some(self.graph(&format!("{p}.g"), b, off, depth + 1)?);
                }
                7 => {
                    let mut raw = Vec::new();
                    self.fixed::<4>(&format!("{p}.floats"), at, v, &mut raw)?;
                    floats.extend(
                        raw.chunks_exact(4)
                            .map(|c| f32::from_le_bytes(c.try_into().unwrap())),
                    );
                }
                8 => self.ints(&format!("{p}.ints"), at, v, &mut ints)?,
                9 => strings.push(
                    self.bytes(&format!("{p}.strings[{}]", strings.len()), at, v)?
                        .0
                        .to_vec(),
                ),
                10 => {
                    let path = format!("{p}.tensors[{}]", tensors.len());
                    let (b, off) = self.bytes(&path, at, v)?;
                    tensors.push(self.tensor(&path, b, off)?);
                }
                11 => {
                    let path = format!("{p}.graphs[{}]", graphs.len());
                    let (b, off) = self.bytes(&path, at, v)?;
                    graphs.push(self.graph(&path, b, off, depth + 1)?);
                }
                _ => {}
            }
            Ok(())
        })?;
        // AttributeType: FLOAT 1, INT 2, STRING 3, TENSOR 4, GRAPH 5, FLOATS 6, INTS 7,
        // STRINGS 8, TENSORS 9, GRAPHS 10. Files from before `type` existed (0) are
        // read by which field is set.
        if ty == 0 {
            ty = match (2..=11).find(|&k| seen[k]) {
                Some(k) => k as i64 - 1,
                None => {
                    return self.err(
                        p,
                        base,
                        format!("attribute '{name}' has no type and no value"),
                    )
                }
            };
        }
        let missing =
            |field: &str| format!("attribute '{name}' of type {ty} has no '{field}' field");
        let value = match ty {
            1 => AttrValue::Float(f.ok_or_else(|| missing("f")).or_else(|m| self.err(p, base, m))?),
            2 => AttrValue::Int(i.ok_or_else(|| missing("i")).or_else(|m| self.err(p, base, m))?),
            3 => AttrValue::String(s.ok_or_else(|| missing("s")).or_else(|m| self.err(p, base, m))?),
            4 => AttrValue::Tensor(t.ok_or_else(|| missing("t")).or_else(|m| self.err(p, base, m))?),
            5 => AttrValue::Graph(Box::new(g.ok_or_else(|| missing("g")).or_else(|m| self.err(p, base, m))?)),
            6 => AttrValue::Floats(floats),
            7 => AttrValue::Ints(ints),
            8 => AttrValue::Strings(strings),
            9 => AttrValue::Tensors(tensors),
            10 => AttrValue::Graphs(graphs),
            t => {
                return self.err(
                    &format!("{p}.type"),
                    base,
                    format!("attribute '{name}' has type {t}, which this reader does not hold (sparse tensors, type protos)"),
                )
            }
        };
        Ok(Attribute { name, value })
    }

    fn tensor(&self, p: &str, buf: &[u8], base: usize) -> R<Tensor> {
        let mut name = String::new();
        let mut dims = Vec::new();
        let mut code = 0i64;
        let mut raw: Option<(Vec<u8>, usize)> = None;
        let mut int32s = Vec::new();
        let mut int64s = Vec::new();
        let mut fixed4 = Vec::new();
        let mut fixed8 = Vec::new();
        let mut typed_field = None;
        let mut location = 0i64;
        let mut external: Vec<(String, String)> = Vec::new();
        self.each(p, buf, base, |at, n, v| {
            match n {
                1 => self.ints(&format!("{p}.dims"), at, v, &mut dims)?,
                2 => code = self.int(&format!("{p}.data_type"), at, v)?,
                8 => name = self.string(&format!("{p}.name"), at, v)?,
                9 => {
                    let (b, off) = self.bytes(&format!("{p}.raw_data"), at, v)?;
                    raw = Some((b.to_vec(), off));
                }
                4 => {
                    typed_field = Some(("float_data", at));
                    self.fixed::<4>(&format!("{p}.float_data"), at, v, &mut fixed4)?
                }
                5 => {
                    typed_field = Some(("int32_data", at));
                    self.ints(&format!("{p}.int32_data"), at, v, &mut int32s)?
                }
                7 => {
                    typed_field = Some(("int64_data", at));
                    self.ints(&format!("{p}.int64_data"), at, v, &mut int64s)?
                }
                10 => {
                    typed_field = Some(("double_data", at));
                    self.fixed::<8>(&format!("{p}.double_data"), at, v, &mut fixed8)?
                }
                11 => {
                    typed_field = Some(("uint64_data", at));
                    self.ints(&format!("{p}.uint64_data"), at, v, &mut int64s)?
                }
                6 => {
                    return self.err(
                        &format!("{p}.string_data"),
                        at,
                        "string tensors are not supported",
                    )
                }
                3 => {
                    return self.err(
                        &format!("{p}.segment"),
                        at,
                        "segmented tensors are not supported",
                    )
                }
                13 => {
                    let path = format!("{p}.external_data[{}]", external.len());
                    let (b, off) = self.bytes(&path, at, v)?;
                    let (mut k, mut val) = (String::new(), String::new());
                    self.each(&path, b, off, |at, n, v| {
                        match n {
                            1 => k = self.string(&format!("{path}.key"), at, v)?,
                            2 => val = self.string(&format!("{path}.value"), at, v)?,
                            _ => {}
                        }
                        Ok(())
                    })?;
                    external.push((k, val));
                }
                14 => location = self.int(&format!("{p}.data_location"), at, v)?,
                _ => {}
            }
            Ok(())
        })?;
        let named = |what: String| {
            if name.is_empty() {
                what
            } else {
                format!("tensor '{name}': {what}")
            }
        };
        let Some(data_type) = DataType::from_code(code) else {
            return self.err(
                &format!("{p}.data_type"),
                base,
                named(format!("data type {code} is not one this reader holds")),
            );
        };
        let mut udims = Vec::with_capacity(dims.len());
        for &d in &dims {
            if d < 0 {
                return self.err(
                    &format!("{p}.dims"),
                    base,
                    named(format!("dimension {d} is negative")),
                );
            }
            udims.push(d as u64);
        }
        let size = udims
            .iter()
            .try_fold(1u64, |n, &d| n.checked_mul(d))
            .and_then(|n| usize::try_from(n).ok())
            .and_then(|n| n.checked_mul(data_type.size()));
        let Some(size) = size else {
            return self.err(
                &format!("{p}.dims"),
                base,
                named(format!("dims {dims:?} overflow")),
            );
        };
        let es = data_type.size();
        if !(0..=1).contains(&location) {
            return self.err(
                &format!("{p}.data_location"),
                base,
                named(format!(
                    "data_location {location} is neither DEFAULT (0) nor EXTERNAL (1)"
                )),
            );
        }
        let (data, field, at) = if location == 1 {
            (
                self.external(p, base, &external, size, &named)?,
                "external data",
                base,
            )
        } else if let Some((raw, off)) = raw {
            (raw, "raw_data", off)
        } else if let Some((field, at)) = typed_field {
            use DataType::*;
            let data = match (field, data_type) {
                ("float_data", Float) => fixed4,
                ("double_data", Double) => fixed8,
                ("int64_data", Int64) | ("uint64_data", Uint64) => {
                    int64s.iter().flat_map(|x| x.to_le_bytes()).collect()
                }
                ("uint64_data", Uint32) => int64s
                    .iter()
                    .flat_map(|x| (*x as u32).to_le_bytes())
                    .collect(),
                (
                    "int32_data",
                    Int32 | Int16 | Int8 | Uint16 | Uint8 | Bool | Float16 | Bfloat16
                    | Float8E4M3FN | Float8E5M2,
                ) => {
                    // Narrow types sit in the low bytes of each int32 (onnx.proto).
                    int32s
                        .iter()
                        .flat_map(|x| (*x as u32).to_le_bytes()[..es].to_vec())
                        .collect()
                }
                (field, dt) => {
                    return self.err(
                        &format!("{p}.{field}"),
                        at,
                        named(format!("{field} cannot hold {dt:?} data")),
                    )
                }
            };
            (data, field, at)
        } else if size == 0 {
            (Vec::new(), "data", base)
        } else {
            return self.err(p, base, named(format!("no data for dims {dims:?}")));
        };
        if data.len() != size {
            return self.err(
                &format!("{p}.{}", field.replace(' ', "_")),
                at,
                named(format!(
                    "{field} holds {} bytes; dims {dims:?} of {data_type:?} need {size}",
                    data.len()
                )),
            );
        }
        Ok(Tensor {
            name,
            dims: udims,
            data_type,
            data,
        })
    }

    /// Reads a tensor's external data: `location` relative to the model's folder (no
    /// absolute path, no `..`), `offset` and `length` checked against the file.
    fn external(
        &self,
        p: &str,
        base: usize,
        entries: &[(String, String)],
        size: usize,
        named: &dyn Fn(String) -> String,
    ) -> R<Vec<u8>> {
        let path = format!("{p}.external_data");
        let get = |k: &str| {
            entries
                .iter()
                .rev()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.as_str())
        };
        let Some(location) = get("location") else {
            return self.err(&path, base, named("external data has no 'location'".into()));
        };
        let num = |k: &str| -> R<Option<u64>> {
            match get(k) {
                None => Ok(None),
                Some(v) => match v.parse::<u64>() {
                    Ok(n) => Ok(Some(n)),
                    Err(_) => self.err(
                        &path,
                        base,
                        named(format!("external data '{k}' is '{v}', not a byte count")),
                    ),
                },
            }
        };
        let offset = num("offset")?.unwrap_or(0);
        let length = num("length")?;
        let rel = Path::new(location);
        if rel.is_absolute()
            || rel
                .components()
                .any(|c| !matches!(c, std::path::Component::Normal(_)))
        {
            return self.err(&path, base, named(format!("external data location '{location}' must be a relative path inside the model's folder")));
        }
        let Some(dir) = &self.dir else {
            return self.err(
                &path,
                base,
                named(format!(
                    "external data '{location}' cannot be resolved: no model folder given"
                )),
            );
        };
        let full = dir.join(rel);
        // Only the tensor's range is read: a side file holds every tensor of a model.
        let cannot = |e: std::io::Error| {
            self.err::<Vec<u8>>(
                &path,
                base,
                named(format!(
                    "cannot read external data '{}': {e}",
                    full.display()
                )),
            )
            .unwrap_err()
        };
        let mut f = std::fs::File::open(&full).map_err(cannot)?;
        let file_len = f.metadata().map_err(cannot)?.len();
        let length = length.unwrap_or(file_len.saturating_sub(offset));
        if length != size as u64 {
            return self.err(
                &path,
                base,
                named(format!(
                    "external data length {length}; the dims need {size} bytes"
                )),
            );
        }
        if offset.checked_add(length).is_none_or(|e| e > file_len) {
            return self.err(
                &path,
                base,
                named(format!(
                    "external data bytes {offset}..{} run past the end of '{}' ({file_len} bytes)",
                    offset.saturating_add(length),
                    full.display(),
                )),
            );
        }
        use std::io::{Read, Seek, SeekFrom};
        let mut data = vec![0u8; size];
        f.seek(SeekFrom::Start(offset)).map_err(cannot)?;
        f.read_exact(&mut data).map_err(cannot)?;
        Ok(data)
    }

    fn value_info(&self, p: &str, buf: &[u8], base: usize) -> R<ValueInfo> {
        let mut vi = ValueInfo::default();
        self.each(p, buf, base, |at, n, v| {
            match n {
                1 => vi.name = self.string(&format!("{p}.name"), at, v)?,
                2 => {
                    let tp = format!("{p}.type");
                    let (b, off) = self.bytes(&tp, at, v)?;
                    self.each(&tp, b, off, |at, n, v| {
                        if n != 1 {
                            return Ok(());
                        }
                        let tt = format!("{tp}.tensor_type");
                        let (b, off) = self.bytes(&tt, at, v)?;
                        self.each(&tt, b, off, |at, n, v| {
                            match n {
                                1 => {
                                    vi.elem_type =
                                        Some(self.int(&format!("{tt}.elem_type"), at, v)?)
                                }
                                2 => {
                                    let sp = format!("{tt}.shape");
                                    let (b, off) = self.bytes(&sp, at, v)?;
                                    let mut dims = Vec::new();
                                    self.each(&sp, b, off, |at, n, v| {
                                        if n != 1 {
                                            return Ok(());
                                        }
                                        let dp = format!("{sp}.dim[{}]", dims.len());
                                        let (b, off) = self.bytes(&dp, at, v)?;
                                        let mut dim = Dim::Unknown;
                                        self.each(&dp, b, off, |at, n, v| {
                                            match n {
                                                1 => {
                                                    dim = Dim::Value(self.int(
                                                        &format!("{dp}.dim_value"),
                                                        at,
                                                        v,
                                                    )?)
                                                }
                                                2 => {
                                                    dim = Dim::Param(self.string(
                                                        &format!("{dp}.dim_param"),
                                                        at,
                                                        v,
                                                    )?)
                                                }
                                                _ => {}
                                            }
                                            Ok(())
                                        })?;
                                        dims.push(dim);
                                        Ok(())
                                    })?;
                                    vi.shape = Some(dims);
                                }
                                _ => {}
                            }
                            Ok(())
                        })
                    })?;
                }
                _ => {}
            }
            Ok(())
        })?;
        Ok(vi)
    }
}
