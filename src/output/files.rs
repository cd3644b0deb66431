//! Atomic file output: write a temporary file in the target folder, then rename it over
//! the target, so a reader never sees a half-written file and a failed run leaves none.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::OutputFile;

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

/// A set of files written all or nothing: each is first written under its temporary name
/// ([`temp_path`]); [`Staging::commit`] renames them all into place only when every one
/// was written. Dropped without a commit (an error anywhere), it removes its temporary files
/// and the folders it created, so a failed command leaves nothing behind.
#[derive(Debug, Default)]
pub struct Staging {
    /// `(temporary, target)` pairs, in the order written.
    files: Vec<(PathBuf, PathBuf)>,
    /// Folders this staging created, outermost first.
    dirs: Vec<PathBuf>,
    committed: bool,
}

impl Staging {
    pub fn new() -> Staging {
        Staging::default()
    }

    /// Creates `dir` and its missing parents, remembering which it created.
    pub fn create_dir(&mut self, dir: &Path) -> std::io::Result<()> {
        let mut missing = Vec::new();
        let mut d = Some(dir);
        while let Some(p) = d {
            if p.as_os_str().is_empty() || p.exists() {
                break;
            }
            missing.push(p.to_path_buf());
            d = p.parent();
        }
        for p in missing.into_iter().rev() {
            std::fs::create_dir(&p)?;
            self.dirs.push(p);
        }
        Ok(())
    }

    /// Writes `bytes` under the temporary name of `target` (its folder created if missing).
    pub fn write(&mut self, target: &Path, bytes: &[u8]) -> std::io::Result<()> {
        if let Some(parent) = target.parent() {
            self.create_dir(parent)?;
        }
        let tmp = temp_path(target);
        self.files.push((tmp.clone(), target.to_path_buf()));
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()
    }

    /// Takes over a temporary file written elsewhere (a streamed trace) for `target`.
    pub fn adopt(&mut self, tmp: PathBuf, target: &Path) {
        self.files.push((tmp, target.to_path_buf()));
    }

    /// Writes every file into `dir`.
    pub fn write_all(&mut self, dir: &Path, files: &[OutputFile]) -> std::io::Result<()> {
        self.create_dir(dir)?;
        for f in files {
            self.write(&dir.join(&f.name), &f.bytes)?;
        }
        Ok(())
    }

    /// The folders this staging created so far, outermost first (the CLI says so).
    pub fn created(&self) -> &[PathBuf] {
        &self.dirs
    }

    /// Renames every file into place.
    pub fn commit(mut self) -> std::io::Result<()> {
        for (tmp, target) in &self.files {
            std::fs::rename(tmp, target)?;
        }
        self.committed = true;
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if self.committed {
            return;
        }
        for (tmp, _) in &self.files {
            let _ = std::fs::remove_file(tmp);
        }
        for d in self.dirs.iter().rev() {
            let _ = std::fs::remove_dir(d);
        }
    }
}

/// Writes every file into `dir` (created if missing), all or nothing.
pub fn write_all_atomic(dir: &Path, files: &[OutputFile]) -> std::io::Result<()> {
    let mut staging = Staging::new();
    staging.write_all(dir, files)?;
    staging.commit()
}
