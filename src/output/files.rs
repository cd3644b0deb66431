//! Atomic file output: write a temporary file in the target folder, then rename it over
//! the target, so a reader never sees a half-written file and a failed run leaves none.

use std::io::Write;
use std::path::{Path, PathBuf};

/// A file to write: a name relative to the output folder, and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputFile {
    pub name: String,
    pub bytes: Vec<u8>,
}

impl OutputFile {
    pub fn new(name: String, bytes: Vec<u8>) -> Self {
        OutputFile { name, bytes }
    }
}

/// The temporary name a file is written under before its rename: `<name>.tmp-jobsim`
/// in the same folder.
pub fn temp_path(path: &Path) -> PathBuf {
    let mut tmp_name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    tmp_name.push(".tmp-jobsim");
    path.with_file_name(tmp_name)
}

/// Writes `bytes` to `path` through `path.tmp-jobsim` and a rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = temp_path(path);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Writes every file into `dir` (created if missing), each atomically.
pub fn write_all_atomic(dir: &Path, files: &[OutputFile]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for f in files {
        let path = dir.join(&f.name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        write_atomic(&path, &f.bytes)?;
    }
    Ok(())
}
