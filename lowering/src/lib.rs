//! Conversions between visa's dialects: `convert-stream-to-engine`, `convert-engine-to-hw`.
