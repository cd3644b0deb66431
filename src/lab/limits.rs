//! The lab server's limits, beside the routes they guard (the server itself is the
//! binary's: `src/cli/serve/`). Tests and the page's words read them here.

use std::time::Duration;

/// Longest request head (request line and headers) read; longer is refused.
pub const MAX_HEAD: usize = 16 * 1024;
/// Connections open at once; one more is answered 503 and closed.
pub const MAX_CONNECTIONS: usize = 4096;
/// Connections open at once from one address (at the limit its oldest idle one is closed).
pub const PER_ADDRESS: usize = 1024;
/// Runs waiting or running for one address; one more is answered "busy" at once.
pub const RUNS_PER_ADDRESS: usize = 4;
/// Runs waiting or running in all, per worker of the lab.
pub const RUNS_PER_WORKER: usize = 4;
/// The whole request head must arrive within this long of its first byte (and an idle
/// kept-alive connection is closed after it).
pub const HEAD_DEADLINE: Duration = Duration::from_secs(10);
/// How long answers in flight may take to finish once the lab is asked to stop.
pub const GRACE: Duration = Duration::from_secs(5);
