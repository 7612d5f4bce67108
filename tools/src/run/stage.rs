//! Writing `visa-run`'s files all or nothing: every result and the trace are first
//! written under temporary names beside their final ones (`.NAME.tmp-PID`), and
//! renamed only once all of them are written; when any write fails, the temporary
//! files are removed, and so is the output directory if this run created it. A run
//! that fails earlier (parse, lowering, simulation, a bad input) has touched no file:
//! [`super::run`] computes everything in memory before it stages anything.

use std::path::{Path, PathBuf};

/// Files to write, with their contents and whether their missing parent directories
/// may be created.
#[derive(Default)]
pub struct Stage {
    files: Vec<(PathBuf, Vec<u8>, bool)>,
}

/// Where writing the staged files failed.
#[derive(Debug)]
pub struct StageError {
    /// The path that could not be created or written.
    pub path: PathBuf,
    /// The operating system's reason.
    pub error: std::io::Error,
}

impl Stage {
    /// Adds `path` with `contents`, creating its missing parent directories (an output
    /// directory).
    pub fn add(&mut self, path: impl Into<PathBuf>, contents: Vec<u8>) {
        self.files.push((path.into(), contents, true));
    }

    /// Adds `path` with `contents`; its directory must exist (a file the user named,
    /// such as the trace).
    pub fn add_in_existing_dir(&mut self, path: impl Into<PathBuf>, contents: Vec<u8>) {
        self.files.push((path.into(), contents, false));
    }

    /// Creates the missing parent directories and writes every file, all or nothing.
    pub fn commit(self) -> Result<(), StageError> {
        let mut created: Vec<PathBuf> = Vec::new();
        let mut temps: Vec<(PathBuf, PathBuf)> = Vec::new();
        let result = self.write_all(&mut created, &mut temps);
        if result.is_err() {
            for (tmp, _) in &temps {
                let _ = std::fs::remove_file(tmp);
            }
            // Innermost first.
            for d in created.iter().rev() {
                let _ = std::fs::remove_dir(d);
            }
        }
        result
    }

    fn write_all(
        &self,
        created: &mut Vec<PathBuf>,
        temps: &mut Vec<(PathBuf, PathBuf)>,
    ) -> Result<(), StageError> {
        for (path, contents, mkdirs) in &self.files {
            let parent = path
                .parent()
                .filter(|p| !p.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            if *mkdirs {
                create_dirs(parent, created)?;
            }
            let name = path
                .file_name()
                .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
            let tmp = parent.join(format!(".{name}.tmp-{}", std::process::id()));
            std::fs::write(&tmp, contents).map_err(|error| StageError {
                path: path.clone(),
                error,
            })?;
            temps.push((tmp, path.clone()));
        }
        for (tmp, path) in temps.iter() {
            std::fs::rename(tmp, path).map_err(|error| StageError {
                path: path.clone(),
                error,
            })?;
        }
        Ok(())
    }
}

/// Creates `dir` and its missing ancestors, recording the ones created (outermost
/// first).
fn create_dirs(dir: &Path, created: &mut Vec<PathBuf>) -> Result<(), StageError> {
    if dir.is_dir() {
        return Ok(());
    }
    if let Some(parent) = dir.parent().filter(|p| !p.as_os_str().is_empty()) {
        create_dirs(parent, created)?;
    }
    std::fs::create_dir(dir).map_err(|error| StageError {
        path: dir.to_path_buf(),
        error,
    })?;
    created.push(dir.to_path_buf());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_or_nothing() {
        let root = std::env::temp_dir().join(format!("visa-run-stage-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).unwrap();
        // The second file's directory cannot be created (its parent is a file): the
        // first file is not left behind, nor the directories made for it.
        std::fs::write(root.join("blocker"), b"x").unwrap();
        let mut s = Stage::default();
        s.add(root.join("out/a/result_0.npy"), b"one".to_vec());
        s.add(root.join("blocker/t.json"), b"two".to_vec());
        let e = s.commit().unwrap_err();
        assert_eq!(e.path, root.join("blocker"));
        let left: Vec<_> = std::fs::read_dir(&root)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, vec![std::ffi::OsString::from("blocker")]);
        // Success writes both, with no temporary file left.
        let mut s = Stage::default();
        s.add(root.join("out/result_0.npy"), b"one".to_vec());
        s.add_in_existing_dir(root.join("t.json"), b"two".to_vec());
        s.commit().unwrap();
        // A file whose directory is missing is not given one.
        let mut s = Stage::default();
        s.add(root.join("out2/result_0.npy"), b"one".to_vec());
        s.add_in_existing_dir(root.join("missing/t.json"), b"two".to_vec());
        assert!(s.commit().is_err());
        assert!(!root.join("missing").exists() && !root.join("out2").exists());
        assert_eq!(
            std::fs::read(root.join("out/result_0.npy")).unwrap(),
            b"one"
        );
        assert_eq!(std::fs::read_dir(root.join("out")).unwrap().count(), 1);
        let _ = std::fs::remove_dir_all(&root);
    }
}
