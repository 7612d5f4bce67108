//! [`PassRegistry`]: the passes and named pipelines a driver knows, and the builder
//! that turns pipeline text into a [`PassManager`].

use super::manager::{OpPassManager, PassManager};
use super::pipeline::{
    parse_anchored, parse_elements, ElementKind, PipelineElement, PipelineError,
};
use super::{Pass, PassOption};
use indexmap::IndexMap;
use std::sync::Arc;

/// Makes a fresh instance of a pass.
pub type PassConstructor = Arc<dyn Fn() -> Box<dyn Pass> + Send + Sync>;

/// A registered pass.
#[derive(Clone)]
pub struct PassInfo {
    /// The pass argument, e.g. `cse`.
    pub name: &'static str,
    /// One line for `--help`.
    pub description: &'static str,
    /// The options with their default values.
    pub options: Vec<PassOption>,
    /// Creates an instance.
    pub constructor: PassConstructor,
}

/// A registered named pipeline.
#[derive(Clone, Debug)]
pub struct PipelineInfo {
    /// The name used in pipelines, e.g. `lower-to-hardware`.
    pub name: String,
    /// One line for `--help`.
    pub description: String,
    /// The element list it expands to, e.g. `func.func(canonicalize,cse),symbol-dce`.
    pub text: String,
}

/// The passes and named pipelines available to pipeline text.
#[derive(Clone, Default)]
pub struct PassRegistry {
    passes: IndexMap<&'static str, PassInfo>,
    pipelines: IndexMap<String, PipelineInfo>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the pass `constructor` makes, under the name the pass reports;
    /// registering a name again replaces the earlier pass.
    pub fn register_pass(
        &mut self,
        constructor: impl Fn() -> Box<dyn Pass> + Send + Sync + 'static,
    ) {
        let sample = constructor();
        let info = PassInfo {
            name: sample.name(),
            description: sample.description(),
            options: {
                let mut o = sample.options();
                o.sort_by_key(|o| o.name);
                o
            },
            constructor: Arc::new(constructor),
        };
        self.passes.insert(info.name, info);
    }

    /// Registers the named pipeline `name` expanding to the element list `text`
    /// (`func.func(canonicalize,cse),symbol-dce`). The text's syntax is checked now;
    /// the names in it are resolved when it is used, so it may name passes registered
    /// later.
    pub fn register_pipeline(
        &mut self,
        name: &str,
        description: &str,
        text: &str,
    ) -> Result<(), PipelineError> {
        parse_elements(text)?;
        self.pipelines.insert(
            name.to_string(),
            PipelineInfo {
                name: name.to_string(),
                description: description.to_string(),
                text: text.to_string(),
            },
        );
        Ok(())
    }

    /// The pass named `name`.
    pub fn pass(&self, name: &str) -> Option<&PassInfo> {
        self.passes.get(name)
    }

    /// The named pipeline `name`.
    pub fn pipeline(&self, name: &str) -> Option<&PipelineInfo> {
        self.pipelines.get(name)
    }

    /// Every pass, sorted by name (for `--help`).
    pub fn passes(&self) -> Vec<&PassInfo> {
        let mut v: Vec<_> = self.passes.values().collect();
        v.sort_by_key(|p| p.name);
        v
    }

    /// Every named pipeline, sorted by name.
    pub fn pipelines(&self) -> Vec<&PipelineInfo> {
        let mut v: Vec<_> = self.pipelines.values().collect();
        v.sort_by(|a, b| a.name.cmp(&b.name));
        v
    }

    /// A new instance of the pass `name` with default options.
    pub fn create(&self, name: &str) -> Option<Box<dyn Pass>> {
        self.passes.get(name).map(|p| (p.constructor)())
    }

    /// Builds a [`PassManager`] from `--pass-pipeline` text, `anchor(elements)`.
    pub fn parse_pipeline(&self, text: &str) -> Result<PassManager, PipelineError> {
        let (anchor, _, elements) = parse_anchored(text)?;
        let mut pm = OpPassManager::new(&anchor);
        self.add_elements(&mut pm, &elements, &mut Vec::new())?;
        Ok(PassManager::from_op_pass_manager(pm))
    }

    /// Appends the element list `text` (no anchor: `cse,func.func(canonicalize)`) to
    /// `pm`; for per-pass flags such as `-cse` or a named pipeline's text.
    pub fn add_to_pipeline(&self, pm: &mut OpPassManager, text: &str) -> Result<(), PipelineError> {
        let elements = parse_elements(text)?;
        self.add_elements(pm, &elements, &mut Vec::new())
    }

    fn add_elements(
        &self,
        pm: &mut OpPassManager,
        elements: &[PipelineElement],
        expanding: &mut Vec<String>,
    ) -> Result<(), PipelineError> {
        for e in elements {
            match &e.kind {
                ElementKind::Nested(inner) => {
                    let mut nested = OpPassManager::new(&e.name);
                    self.add_elements(&mut nested, inner, expanding)?;
                    pm.add_nested(nested);
                }
                ElementKind::Pass(options) => {
                    if let Some(info) = self.passes.get(e.name.as_str()) {
                        let mut pass = (info.constructor)();
                        for opt in options {
                            if !info.options.iter().any(|o| o.name == opt.key) {
                                return Err(PipelineError::new(
                                    opt.column,
                                    format!("no such option '{}' for pass '{}'", opt.key, e.name),
                                ));
                            }
                            let value = opt.value.as_deref().unwrap_or("");
                            pass.set_option(&opt.key, value).map_err(|why| {
                                PipelineError::new(
                                    opt.column,
                                    format!(
                                        "invalid value '{value}' for option '{}' of pass '{}': {why}",
                                        opt.key, e.name
                                    ),
                                )
                            })?;
                        }
                        pm.add_pass(pass)
                            .map_err(|why| PipelineError::new(e.column, why))?;
                    } else if let Some(info) = self.pipelines.get(&e.name) {
                        if let Some(opt) = options.first() {
                            return Err(PipelineError::new(
                                opt.column,
                                format!("pass pipeline '{}' takes no options", e.name),
                            ));
                        }
                        if expanding.contains(&e.name) {
                            return Err(PipelineError::new(
                                e.column,
                                format!("pass pipeline '{}' refers to itself", e.name),
                            ));
                        }
                        let inner = parse_elements(&info.text).map_err(|inner| {
                            PipelineError::new(
                                e.column,
                                format!("in pass pipeline '{}': {}", e.name, inner.message),
                            )
                        })?;
                        expanding.push(e.name.clone());
                        let result = self.add_elements(pm, &inner, expanding);
                        expanding.pop();
                        result.map_err(|inner| {
                            if inner.message.starts_with("in pass pipeline") {
                                PipelineError::new(e.column, inner.message)
                            } else {
                                PipelineError::new(
                                    e.column,
                                    format!("in pass pipeline '{}': {}", e.name, inner.message),
                                )
                            }
                        })?;
                    } else {
                        return Err(PipelineError::new(
                            e.column,
                            format!(
                                "'{}' does not refer to a registered pass or pass pipeline",
                                e.name
                            ),
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}
