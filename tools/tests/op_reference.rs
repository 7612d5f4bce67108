//! The op reference (`docs/ops/<dialect>.md`) is what the `op!` declarations generate
//! (`visa_ir::ods::reference`): a changed op without a regenerated page fails here.
//! Regenerate with `UPDATE_OP_DOCS=1 cargo test -p visa-tools --test op_reference`.

use std::path::PathBuf;

#[test]
fn every_dialect_page_is_current() {
    let reg = visa_tools::opt::Registries::visa();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/ops");
    let update = std::env::var_os("UPDATE_OP_DOCS").is_some();
    let mut stale = Vec::new();
    let mut index = String::from(
        "# Op reference\n\nOne page per registered dialect, generated from the `op!` \
         declarations (`visa-opt --show-op NAME` prints one entry).\n\n",
    );
    for d in reg.dialects.dialects() {
        let page = visa::ir::ods::reference::dialect_page(&reg.dialects, d.name).unwrap();
        index.push_str(&format!("- [`{0}`]({0}.md): {1}\n", d.name, d.summary));
        let path = dir.join(format!("{}.md", d.name));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &page).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(page.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    let path = dir.join("README.md");
    if update {
        std::fs::write(&path, &index).unwrap();
    } else if std::fs::read_to_string(&path).ok().as_deref() != Some(index.as_str()) {
        stale.push(path.display().to_string());
    }
    assert!(
        stale.is_empty(),
        "stale op reference pages (regenerate with UPDATE_OP_DOCS=1 cargo test -p visa-tools --test op_reference): {stale:?}"
    );
}

#[test]
fn a_page_names_every_op_of_its_dialect() {
    let reg = visa_tools::opt::Registries::visa();
    for d in reg.dialects.dialects() {
        let page = visa::ir::ods::reference::dialect_page(&reg.dialects, d.name).unwrap();
        for op in &d.ops {
            assert!(
                page.contains(&format!("### `{}`\n", op.name)),
                "{}",
                op.name
            );
        }
    }
}
