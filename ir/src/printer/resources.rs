//! The file's resource section, printed after the top-level operation as mlir-opt
//! prints it: the `builtin` blobs the IR uses (in order of first use) under
//! `dialect_resources`, then the non-empty `external_resources` groups.

use super::{write_string_literal, AsmPrinter};
use crate::operation::OpId;
use crate::resource::{encode_hex_into, used_blobs, ExternalValue};

/// Bytes of a blob encoded per step, so a large blob reaches the sink in pieces.
const CHUNK: usize = 1 << 15;

impl AsmPrinter<'_> {
    /// Prints `{-# ... #-}` for `root` when it is a top-level op with resources.
    pub(crate) fn print_resource_section(&mut self, root: OpId) {
        let ctx = self.ctx;
        if ctx.parent_op(root).is_some() {
            return;
        }
        let blobs = used_blobs(ctx, root);
        let external: Vec<_> = ctx
            .external_resources()
            .iter()
            .filter(|g| !g.1.is_empty())
            .collect();
        if blobs.is_empty() && external.is_empty() {
            return;
        }
        self.out.push_str("\n{-#\n");
        if !blobs.is_empty() {
            self.out
                .push_str("  dialect_resources: {\n    builtin: {\n");
            for (i, &name) in blobs.iter().enumerate() {
                let Some(blob) = ctx.resource_blob(name) else {
                    continue;
                };
                self.out.push_str("      ");
                self.print_keyword_or_string(ctx.str(name));
                self.out.push_str(": \"0x");
                encode_hex_into(&blob.alignment.to_le_bytes(), &mut self.out);
                for chunk in blob.data.chunks(CHUNK) {
                    encode_hex_into(chunk, &mut self.out);
                    self.flush_to_sink(false);
                }
                self.out.push('"');
                if i + 1 < blobs.len() {
                    self.out.push(',');
                }
                self.out.push('\n');
            }
            self.out.push_str("    }\n  }");
            if !external.is_empty() {
                self.out.push(',');
            }
            self.out.push('\n');
        }
        if !external.is_empty() {
            self.out.push_str("  external_resources: {\n");
            for (gi, (group, entries)) in external.iter().enumerate() {
                self.out.push_str("    ");
                self.print_keyword_or_string(group);
                self.out.push_str(": {\n");
                for (i, (key, value)) in entries.iter().enumerate() {
                    self.out.push_str("      ");
                    self.print_keyword_or_string(key);
                    self.out.push_str(": ");
                    match value {
                        ExternalValue::Bool(b) => {
                            self.out.push_str(if *b { "true" } else { "false" })
                        }
                        ExternalValue::String(s) => write_string_literal(&mut self.out, s),
                    }
                    if i + 1 < entries.len() {
                        self.out.push(',');
                    }
                    self.out.push('\n');
                }
                self.out.push_str("    }");
                if gi + 1 < external.len() {
                    self.out.push(',');
                }
                self.out.push('\n');
            }
            self.out.push_str("  }\n");
        }
        self.out.push_str("#-}\n");
    }
}
