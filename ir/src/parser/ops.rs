//! Operation parsing: result lists, the generic form
//! `"dialect.op"(%a)[^bb1] <{props}> ({...}) {attrs} : (types) -> types loc(...)`,
//! dispatch of bare `dialect.op` names to custom hooks, regions, blocks and their
//! arguments.

use super::lexer::TokenKind;
use super::scope::Site;
use super::{operand_count_error, Argument, AsmParser, ParseResult, UnresolvedOperand};
use crate::block::BlockId;
use crate::diagnostic::Diagnostic;
use crate::dialect::Traits;
use crate::location::Location;
use crate::operation::{OpId, OperationState};
use crate::region::RegionId;
use crate::types::TypeKind;

/// One `%name` or `%name:N` of a result list.
#[derive(Copy, Clone)]
pub(crate) struct ResultGroup<'a> {
    name: &'a str,
    count: usize,
    line: u32,
    col: u32,
}

/// An operand of the generic form as written: `%name#number` at `line:col` (its
/// location is interned only for a diagnostic).
#[derive(Copy, Clone)]
pub(crate) struct OperandUse<'a> {
    name: &'a str,
    number: u32,
    line: u32,
    col: u32,
}

impl<'a> AsmParser<'a> {
    /// Parses one operation and appends it to `block`.
    pub(crate) fn parse_operation(&mut self, block: BlockId) -> ParseResult<OpId> {
        let start_loc = self.current_loc();
        // This op's groups are `group_stack[base..]` (ops in its regions push above).
        let base = self.group_stack.len();
        if self.at(TokenKind::PercentIdent) {
            loop {
                if !self.at(TokenKind::PercentIdent) {
                    return Err(self.wrong_token_error("expected valid ssa identifier"));
                }
                let name = &self.token_text()[1..];
                let (line, col) = (self.tok.line, self.tok.col);
                self.bump();
                let mut count = 1;
                if self.parse_optional_colon() {
                    if !self.at(TokenKind::Integer) {
                        return Err(self.expected("integer number of results"));
                    }
                    let n = self.integer_magnitude()?;
                    if n == 0 || n > u32::MAX as u128 {
                        return Err(
                            self.emit_error("expected named operation to have at least 1 result")
                        );
                    }
                    self.bump();
                    count = n as usize;
                }
                self.group_stack.push(ResultGroup {
                    name,
                    count,
                    line,
                    col,
                });
                if !self.parse_optional_comma() {
                    break;
                }
            }
            if !self.parse_optional_equal() {
                return Err(self.wrong_token_error("expected '=' after SSA name"));
            }
        }
        let r = self.finish_operation(block, start_loc, base);
        self.group_stack.truncate(base);
        r
    }

    /// Parses the op after its result list (`group_stack[base..]`), appends it to
    /// `block` and binds its results.
    fn finish_operation(
        &mut self,
        block: BlockId,
        start_loc: Location,
        base: usize,
    ) -> ParseResult<OpId> {
        let bound: usize = self.group_stack[base..].iter().map(|g| g.count).sum();
        // As MLIR: the op is located at its name; binding errors at its start.
        let name_loc = if self.group_stack.len() > base {
            self.current_loc()
        } else {
            start_loc
        };
        let state = match self.tok.kind {
            TokenKind::String => self.parse_generic_op(name_loc)?,
            TokenKind::BareIdent => self.parse_custom_op(name_loc, bound)?,
            _ => return Err(self.expected("operation name in quotes")),
        };
        let op = self.ctx.create_op(state);
        self.ctx.append_op(block, op);
        if self.group_stack.len() > base {
            let n = self.ctx.results(op).len();
            if n == 0 {
                return Err(Diagnostic::error(
                    start_loc,
                    "cannot name an operation with no results",
                ));
            }
            if n != bound {
                return Err(Diagnostic::error(
                    start_loc,
                    format!("operation defines {n} results but was provided {bound} to bind"),
                ));
            }
            let mut next = 0;
            for i in base..self.group_stack.len() {
                let g = self.group_stack[i];
                let site = Site::Pos(self.file, g.line, g.col);
                if g.count == 1 {
                    let value = [self.ctx.results(op)[next]];
                    self.scopes.define(self.ctx, g.name, &value, site)?;
                } else {
                    let values = self.ctx.results(op)[next..next + g.count].to_vec();
                    self.scopes.define(self.ctx, g.name, &values, site)?;
                }
                next += g.count;
            }
        }
        Ok(op)
    }

    /// The generic form, from the quoted name on.
    fn parse_generic_op(&mut self, loc: Location) -> ParseResult<OperationState> {
        let text = self.token_text();
        let raw = &text[1..text.len() - 1];
        let op_name = match self.op_names.get(raw) {
            Some(&n) => n,
            None => {
                let name = self.string_value(1)?;
                if name.is_empty() {
                    return Err(self.emit_error("empty operation name is invalid"));
                }
                let n = self.ctx.intern_op_name(&name);
                self.op_names.insert(raw, n);
                n
            }
        };
        // An unknown op of a registered dialect is refused even with
        // `--allow-unregistered-dialect`: no registered dialect allows unknown ops.
        let unknown_of_known_dialect = || {
            let name = self.ctx.op_name_text(op_name);
            let dialect = name.split_once('.').map_or(name, |(d, _)| d);
            self.ctx.registry().has_dialect(dialect)
        };
        if self.ctx.op_name_def(op_name).is_none()
            && (!self.ctx.allow_unregistered || unknown_of_known_dialect())
        {
            let name_loc = self.current_loc();
            let name = self.ctx.op_name_text(op_name).to_string();
            let dialect = name.split_once('.').map_or(name.as_str(), |(d, _)| d);
            let msg = if self.ctx.registry().has_dialect(dialect) {
                format!(
                    "unregistered operation '{name}' found in dialect ('{dialect}') that does not \
                     allow unknown operations"
                )
            } else {
                format!(
                    "operation being parsed with an unregistered dialect ('{name}'). If this is \
                     intended, please use -allow-unregistered-dialect with the MLIR tool used"
                )
            };
            return Err(Diagnostic::error(name_loc, msg));
        }
        self.bump();
        let base = self.operand_stack.len();
        let r = self.parse_generic_op_body(op_name, loc, base);
        self.operand_stack.truncate(base);
        r
    }

    /// The generic form after the quoted name; the operands go to
    /// `operand_stack[base..]`.
    fn parse_generic_op_body(
        &mut self,
        op_name: crate::dialect::OpName,
        loc: Location,
        base: usize,
    ) -> ParseResult<OperationState> {
        let mut state = OperationState::new(op_name, loc);
        self.parse_lparen()?;
        if !self.parse_optional_rparen() {
            loop {
                let o = self.parse_operand_use()?;
                self.operand_stack.push(o);
                if !self.parse_optional_comma() {
                    break;
                }
            }
            if !self.parse_optional_rparen() {
                return Err(self.wrong_token_error("expected ')' to end operand list"));
            }
        }
        if self.parse_optional_lsquare() {
            state.successors = self.parse_comma_separated(|p| p.parse_successor())?;
            self.parse_rsquare()?;
        }
        if self.is_punct("<") {
            self.bump();
            if let Some(def) = self.ctx.op_name_def(op_name).cloned() {
                // A registered op's properties are its declared attributes; as MLIR's
                // `setPropertiesFromAttr`, other names are dropped.
                let dict_loc = self.current_loc();
                let mut entries = self.parse_dictionary_entries()?;
                entries.retain(|(n, _)| def.attrs.iter().any(|a| a.name == self.ctx.str(*n)));
                self.add_attrs(&mut state, entries, dict_loc)?;
            } else {
                // An unregistered op keeps them as written.
                state.properties = Some(self.parse_attribute()?);
            }
            self.parse_greater()?;
        }
        if self.parse_optional_lparen() {
            loop {
                self.parse_region(&mut state, &[])?;
                if !self.parse_optional_comma() {
                    break;
                }
            }
            if !self.parse_optional_rparen() {
                return Err(self.wrong_token_error("expected ')' to end region list"));
            }
        }
        if self.is_punct("{") {
            let mut entries = self.parse_dictionary_entries()?;
            // As MLIR: a property given in `<{...}>` wins over the same name in the
            // dictionary (an unregistered op keeps its properties apart).
            let from_props = state.attrs.len();
            entries.retain(|(n, _)| !state.attrs[..from_props].iter().any(|(p, _)| p == n));
            state.attrs.extend(entries);
        }
        if !self.parse_optional_colon() {
            return Err(self.wrong_token_error("expected ':' followed by operation type"));
        }
        // The type's location is interned only for an error.
        let (ty_line, ty_col) = (self.tok.line, self.tok.col);
        let ty = self.parse_type()?;
        let mut inputs = std::mem::take(&mut self.type_scratch);
        inputs.clear();
        match self.ctx.type_kind(ty) {
            TypeKind::Function { inputs: i, results } => {
                inputs.extend_from_slice(i);
                state.result_types = results.clone();
            }
            _ => {
                let ty_loc = self.loc_at(ty_line, ty_col);
                return Err(Diagnostic::error(ty_loc, "expected function type"));
            }
        }
        let n = self.operand_stack.len() - base;
        if n != inputs.len() {
            let ty_loc = self.loc_at(ty_line, ty_col);
            return Err(operand_count_error(ty_loc, n, inputs.len()));
        }
        state.operands.reserve_exact(n);
        for (o, &t) in self.operand_stack[base..].iter().zip(&inputs) {
            let site = Site::Pos(self.file, o.line, o.col);
            let v = self
                .scopes
                .resolve_use(self.ctx, o.name, o.number, site, t)?;
            state.operands.push(v);
        }
        self.type_scratch = inputs;
        if let Some(l) = self.parse_optional_location()? {
            state.loc = l;
        }
        Ok(state)
    }

    /// The custom form: looks the bare name up and runs its hook.
    fn parse_custom_op(&mut self, loc: Location, bound: usize) -> ParseResult<OperationState> {
        let text = self.token_text();
        // The name's location is interned only for an error.
        let name_at = (self.tok.line, self.tok.col);
        let mut def = self.ctx.registry().op(text).cloned();
        let mut tried = None;
        if def.is_none() && !text.contains('.') {
            // MLIR's default dialect: `return` inside `func.func` is `func.return`.
            let declared = self
                .op_stack
                .iter()
                .rev()
                .find_map(|&n| self.ctx.op_name_def(n).and_then(|d| d.default_dialect));
            if let Some(d) = declared {
                def = self.ctx.registry().op(&format!("{d}.{text}")).cloned();
            }
            tried = Some(declared.unwrap_or("builtin"));
            if let (None, Some(&parent)) = (&def, self.op_stack.last()) {
                let parent = self.ctx.op_name_text(parent);
                let dialect = parent.split_once('.').map_or(parent, |(d, _)| d);
                let full = format!("{dialect}.{text}");
                def = self.ctx.registry().op(&full).cloned();
            }
            if def.is_none() {
                def = self.ctx.registry().op(&format!("builtin.{text}")).cloned();
            }
        }
        let Some(def) = def else {
            let mut message = match tried {
                Some(d) => format!("custom op '{text}' is unknown (tried '{d}.{text}' as well)"),
                None => format!("custom op '{text}' is unknown"),
            };
            // A did-you-mean only within a registered dialect the name spells out.
            if let Some((d, _)) = text.split_once('.') {
                if let Some(c) = self
                    .ctx
                    .registry()
                    .has_dialect(d)
                    .then(|| self.ctx.registry().closest_op(text, Some(d)))
                    .flatten()
                {
                    message.push_str(&format!("; did you mean '{c}'?"));
                }
            }
            return Err(Diagnostic::error(
                self.loc_at(name_at.0, name_at.1),
                message,
            ));
        };
        let Some(hook) = def.parse else {
            return Err(Diagnostic::error(
                self.loc_at(name_at.0, name_at.1),
                format!(
                    "custom op '{}' has no custom assembly form; use the generic form",
                    def.name
                ),
            ));
        };
        self.bump();
        let op_name = self.ctx.intern_op_name(def.name);
        let mut state = OperationState::new(op_name, loc);
        let saved = std::mem::replace(&mut self.bound_results, bound);
        let r = hook(self, &mut state);
        self.bound_results = saved;
        r?;
        if let Some(l) = self.parse_optional_location()? {
            state.loc = l;
        }
        Ok(state)
    }

    // ---- operands -------------------------------------------------------------------

    /// Parses `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand<'a>> {
        let o = self.parse_operand_use()?;
        let loc = self.loc_at(o.line, o.col);
        Ok(UnresolvedOperand {
            name: o.name,
            number: o.number,
            loc,
        })
    }

    /// Parses `%name` or `%name#N`, keeping its position uninterned.
    fn parse_operand_use(&mut self) -> ParseResult<OperandUse<'a>> {
        if !self.at(TokenKind::PercentIdent) {
            return Err(self.expected("SSA operand"));
        }
        let name = &self.token_text()[1..];
        let (line, col) = (self.tok.line, self.tok.col);
        self.bump();
        let mut number = 0;
        if self.at(TokenKind::HashIdent) {
            let digits = &self.token_text()[1..];
            number = digits
                .parse::<u32>()
                .map_err(|_| self.emit_error("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(OperandUse {
            name,
            number,
            line,
            col,
        })
    }

    /// Parses an operand if one starts here.
    pub fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand<'a>>> {
        if self.at(TokenKind::PercentIdent) {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses `%a, %b, ...` (empty when no operand starts here).
    pub fn parse_operand_list(&mut self) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
        if !self.at(TokenKind::PercentIdent) {
            return Ok(Vec::new());
        }
        self.parse_comma_separated(|p| p.parse_operand())
    }

    /// Parses `%name: type loc(...)?`.
    pub fn parse_argument(&mut self) -> ParseResult<Argument<'a>> {
        let operand = self.parse_operand()?;
        if operand.number != 0 {
            return Err(Diagnostic::error(
                operand.loc,
                "expected SSA value name without a result number",
            ));
        }
        self.parse_colon()?;
        let ty = self.parse_type()?;
        let loc = self.parse_optional_location()?;
        Ok(Argument { operand, ty, loc })
    }

    /// Parses `(%a: t, %b: u)` (parentheses required, list may be empty).
    pub fn parse_argument_list(&mut self) -> ParseResult<Vec<Argument<'a>>> {
        self.parse_delimited_list("(", ")", |p| p.parse_argument())
    }

    // ---- regions and blocks ---------------------------------------------------------

    /// Parses a region `{...}` owned by the op in `state`; `entry_args` become the
    /// entry block's arguments (then the region may not start with a block label).
    pub fn parse_region(
        &mut self,
        state: &mut OperationState,
        entry_args: &[Argument<'a>],
    ) -> ParseResult<RegionId> {
        let region = state.add_region(self.ctx);
        let isolated = self
            .ctx
            .op_name_def(state.name)
            .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
        self.op_stack.push(state.name);
        let r = self.parse_region_body(region, entry_args, isolated);
        self.op_stack.pop();
        r.map(|()| region)
    }

    /// Parses a region if the current token is `{`.
    pub fn parse_optional_region(
        &mut self,
        state: &mut OperationState,
        entry_args: &[Argument<'a>],
    ) -> ParseResult<Option<RegionId>> {
        if self.is_punct("{") {
            self.parse_region(state, entry_args).map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        entry_args: &[Argument<'a>],
        isolated: bool,
    ) -> ParseResult<()> {
        self.parse_lbrace()?;
        self.enter()?;
        self.scopes.push_region(isolated);
        if self.is_punct("}") {
            if !entry_args.is_empty() {
                let block = self.ctx.push_block(region);
                self.add_entry_args(block, entry_args)?;
            }
        } else {
            if self.at(TokenKind::CaretIdent) {
                if !entry_args.is_empty() {
                    return Err(
                        self.emit_error("invalid block name in region with named arguments")
                    );
                }
            } else {
                let block = self.ctx.push_block(region);
                self.add_entry_args(block, entry_args)?;
                self.parse_block_body(block)?;
            }
            while self.at(TokenKind::CaretIdent) {
                self.parse_block(region)?;
            }
        }
        if !self.is_punct("}") {
            return Err(self.expected("'}' to end the region"));
        }
        self.scopes.pop_region(self.ctx)?;
        self.bump();
        self.leave();
        Ok(())
    }

    fn add_entry_args(&mut self, block: BlockId, args: &[Argument<'a>]) -> ParseResult<()> {
        for a in args {
            let loc = a.loc.unwrap_or(a.operand.loc);
            let v = self.ctx.add_block_arg(block, a.ty, Some(loc));
            self.scopes
                .define(self.ctx, a.operand.name, &[v], Site::Loc(a.operand.loc))?;
        }
        Ok(())
    }

    /// `^name(%a: t loc(...), ...):` followed by operations.
    fn parse_block(&mut self, region: RegionId) -> ParseResult<()> {
        let name = &self.token_text()[1..];
        let loc = self.current_loc();
        self.bump();
        let block = self.scopes.block_def(self.ctx, name, loc)?;
        self.ctx.append_block(region, block);
        if self.is_punct("(") {
            let args = self.parse_delimited_list("(", ")", |p| {
                let operand = p.parse_operand()?;
                if operand.number != 0 {
                    return Err(Diagnostic::error(
                        operand.loc,
                        "expected SSA value name without a result number",
                    ));
                }
                if !p.parse_optional_colon() {
                    return Err(p.wrong_token_error("expected ':' and type for SSA operand"));
                }
                let ty = p.parse_type()?;
                let loc = p.parse_optional_location()?;
                Ok(Argument { operand, ty, loc })
            })?;
            self.add_entry_args(block, &args)?;
        }
        if !self.parse_optional_colon() {
            return Err(self.wrong_token_error("expected ':' after block name"));
        }
        self.parse_block_body(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> ParseResult<()> {
        loop {
            match self.tok.kind {
                TokenKind::CaretIdent => return Ok(()),
                TokenKind::Punct if self.token_text() == "}" => return Ok(()),
                TokenKind::Eof => return Err(self.expected("'}' to end the region")),
                _ => {
                    self.parse_operation(block)?;
                }
            }
        }
    }
}
