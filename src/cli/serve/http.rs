//! The lab's HTTP/1.1 transport (in the binary: the library it serves does no I/O): hyper's server on a small tokio runtime.
//!
//! - **A deadline for the whole request head** ([`HEAD_DEADLINE`], hyper's
//!   `header_read_timeout`): a client that trickles its head a byte at a time is cut off
//!   when the deadline passes, however often it sends.
//! - **Connections are tasks, not threads**: at most [`MAX_CONNECTIONS`] open, at most
//!   [`PER_ADDRESS`] from one address. At a limit the oldest idle connection (no request in
//!   flight) of that address, or of any address at the total, is closed to make room, so
//!   one local program's idle connections never lock the others out (every local client
//!   is 127.0.0.1); only when none is idle is the new one answered 503 and closed.
//! - **Two kinds of work.** What [`Handler::runs_a_model`] says is cheap (assets, errors,
//!   refusals, pages already computed) is answered on tokio's blocking threads and never
//!   waits for a model. A run goes to a rayon pool of `workers` threads, on one of them
//!   whatever it is (a sweep's runs one after another: [`jobsim::par::alone`]), with a
//!   [`Stop`] switch thrown when its client goes away (hyper drops the request's future when
//!   the connection closes) or when its time budget ([`Options::max_run`]) is spent; the run
//!   then ends within a few thousand events.
//! - **A bounded queue**: at most [`RUNS_PER_ADDRESS`] runs waiting or running for one
//!   address and [`RUNS_PER_WORKER`] per worker in all; one more is answered at once with
//!   [`Handler::busy`] (503), never queued behind the others.
//! - **Graceful shutdown**: on Ctrl-C or SIGTERM the lab stops accepting and gives the
//!   answers in flight [`GRACE`] to finish.
//!
//! The lab only needs GET and HEAD without a body; hyper parses, frames and keeps
//! connections alive (HEAD answers carry GET's headers and no body).

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::net::{IpAddr, TcpListener};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::AsyncWriteExt;
use tokio::sync::oneshot;

use jobsim::sim::Stop;

pub use jobsim::lab::limits::{
    GRACE, HEAD_DEADLINE, MAX_CONNECTIONS, MAX_HEAD, PER_ADDRESS, RUNS_PER_ADDRESS, RUNS_PER_WORKER,
};

/// Who sent a request, for the rate limit and the run queue: its address alone (a header
/// such as the User-Agent is the client's to choose, so it would multiply the allowance).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Client {
    pub address: Option<IpAddr>,
}

/// One request, as the lab sees it.
pub struct Request {
    pub method: String,
    pub target: String,
    pub client: Client,
}

/// One answer: status, headers (Content-Length is added by hyper), body.
pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

/// What the lab does with a request.
pub trait Handler: Send + Sync + 'static {
    /// Whether answering runs a model (then it waits for one of the `workers`); everything
    /// else is answered at once, beside the runs.
    fn runs_a_model(&self, request: &Request) -> bool;
    /// The answer; a run made for it checks `stop`, thrown when the client has gone away or
    /// the run's time is up.
    fn answer(&self, request: &Request, stop: &Stop) -> Response;
    /// The answer when the run queue is full (503, in the lab's language).
    fn busy(&self, request: &Request) -> Response;
}

/// How the lab serves.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Models running at once (the rayon pool's threads).
    pub workers: usize,
    /// Wall time one request's run (or sweep) may take before it is stopped.
    pub max_run: Duration,
}

/// Serves `listener` until Ctrl-C or SIGTERM.
pub fn serve(listener: TcpListener, options: Options, handler: Arc<dyn Handler>) -> std::io::Result<()> {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).thread_name("lab-io").enable_all().build()?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.workers.max(1))
        .thread_name(|i| format!("lab-run-{i}"))
        .build()
        .map_err(std::io::Error::other)?;
    let shared = Arc::new(Shared {
        handler,
        pool,
        max_run: options.max_run,
        max_runs: RUNS_PER_WORKER * options.workers.max(1),
        open: Mutex::default(),
        runs: Mutex::default(),
    });
    runtime.block_on(accept(listener, shared))
}

struct Shared {
    handler: Arc<dyn Handler>,
    pool: rayon::ThreadPool,
    max_run: Duration,
    /// Runs waiting or running in all before one more is refused.
    max_runs: usize,
    open: Mutex<Open>,
    /// Runs waiting or running per address.
    runs: Mutex<BTreeMap<IpAddr, usize>>,
}

/// The open connections: per address, in the order they came, each with its state.
#[derive(Default)]
struct Open {
    next: u64,
    by_address: BTreeMap<IpAddr, Vec<(u64, Arc<Connection>)>>,
}

/// One connection's requests in flight, and the switch that closes it to make room.
#[derive(Default)]
struct Connection {
    in_flight: std::sync::atomic::AtomicUsize,
    evicted: tokio::sync::Notify,
}

impl Connection {
    fn idle(&self) -> bool {
        self.in_flight.load(std::sync::atomic::Ordering::SeqCst) == 0
    }
}

impl Open {
    fn total(&self) -> usize {
        self.by_address.values().map(Vec::len).sum()
    }

    /// Closes the oldest idle connection of `address` (or of any address when `None`);
    /// false when every one has a request in flight.
    fn evict(&mut self, address: Option<IpAddr>) -> bool {
        let oldest = self
            .by_address
            .iter()
            .filter(|(a, _)| address.is_none_or(|x| x == **a))
            .flat_map(|(a, list)| list.iter().filter(|(_, c)| c.idle()).map(move |(id, _)| (*id, *a)))
            .min();
        let Some((id, a)) = oldest else { return false };
        if let Some(list) = self.by_address.get_mut(&a) {
            if let Some(i) = list.iter().position(|(x, _)| *x == id) {
                list.remove(i).1.evicted.notify_one();
            }
            if list.is_empty() {
                self.by_address.remove(&a);
            }
        }
        true
    }
}

impl Shared {
    /// Counts a new connection from `address` in, closing an idle one at a limit; `None`
    /// when a limit is reached and no connection there is idle.
    fn enter(self: &Arc<Self>, address: IpAddr) -> Option<Slot> {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if open.by_address.get(&address).map_or(0, Vec::len) >= PER_ADDRESS && !open.evict(Some(address)) {
            return None;
        }
        if open.total() >= MAX_CONNECTIONS && !open.evict(None) {
            return None;
        }
        let (id, connection) = (open.next, Arc::new(Connection::default()));
        open.next += 1;
        open.by_address.entry(address).or_default().push((id, Arc::clone(&connection)));
        Some(Slot { shared: Arc::clone(self), address, id, connection })
    }

    /// Counts a run of `address` in, or `None` when its queue or the lab's is full.
    fn queue(self: &Arc<Self>, address: Option<IpAddr>) -> Option<Queued> {
        let mut runs = self.runs.lock().unwrap_or_else(PoisonError::into_inner);
        let total: usize = runs.values().sum();
        let key = address.unwrap_or(IpAddr::from([0, 0, 0, 0]));
        let mine = runs.entry(key).or_insert(0);
        if total >= self.max_runs || *mine >= RUNS_PER_ADDRESS {
            return None;
        }
        *mine += 1;
        Some(Queued(Arc::clone(self), key))
    }
}

/// A counted connection; counted out when dropped (unless it was closed to make room).
struct Slot {
    shared: Arc<Shared>,
    address: IpAddr,
    id: u64,
    connection: Arc<Connection>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.shared.open.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(list) = open.by_address.get_mut(&self.address) {
            list.retain(|(id, _)| *id != self.id);
            if list.is_empty() {
                open.by_address.remove(&self.address);
            }
        }
    }
}

/// A counted run; counted out when dropped.
struct Queued(Arc<Shared>, IpAddr);

impl Drop for Queued {
    fn drop(&mut self) {
        let mut runs = self.0.runs.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = runs.get_mut(&self.1) {
            *n -= 1;
            if *n == 0 {
                runs.remove(&self.1);
            }
        }
    }
}

/// A request in flight on its connection (so the connection is not idle).
struct InFlight(Arc<Connection>);

impl InFlight {
    fn new(connection: &Arc<Connection>) -> InFlight {
        connection.in_flight.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        InFlight(Arc::clone(connection))
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

async fn accept(listener: TcpListener, shared: Arc<Shared>) -> std::io::Result<()> {
    listener.set_nonblocking(true)?;
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let mut builder = http1::Builder::new();
    builder.timer(TokioTimer::new()).header_read_timeout(HEAD_DEADLINE).max_buf_size(MAX_HEAD);
    let shutdown = shutdown_signal();
    tokio::pin!(shutdown);
    loop {
        let (mut stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of file descriptors, or a connection reset before it was accepted.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(slot) = shared.enter(peer.ip()) else {
            tokio::spawn(async move {
                let refusal = b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n\
                                Content-Length: 31\r\nConnection: close\r\n\r\ntoo many connections: try again\n";
                let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(refusal)).await;
            });
            continue;
        };
        let _ = stream.set_nodelay(true);
        let for_service = Arc::clone(&shared);
        let state = Arc::clone(&slot.connection);
        let service = service_fn(move |request| {
            let in_flight = InFlight::new(&state);
            let answer = respond(request, peer.ip(), Arc::clone(&for_service));
            async move {
                let _in_flight = in_flight;
                answer.await
            }
        });
        let connection = graceful.watch(builder.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            let evicted = Arc::clone(&slot.connection);
            let _slot = slot;
            // Closed to make room: it had no request in flight, so dropping it loses nothing.
            tokio::select! {
                _ = connection => {}
                () = evicted.evicted.notified() => {}
            }
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(GRACE) => {}
    }
    Ok(())
}

/// Ctrl-C, or SIGTERM where there is one.
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            },
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Throws its switch when dropped: hyper drops a request's future when its client goes
/// away, and the run made for it stops.
struct ThrowOnDrop(Stop);

impl Drop for ThrowOnDrop {
    fn drop(&mut self) {
        self.0.stop();
    }
}

fn internal_error() -> Response {
    Response {
        status: 500,
        headers: vec![("Content-Type", "text/plain; charset=utf-8".into())],
        body: b"internal error (a bug in jobsim)\n".to_vec(),
    }
}

async fn respond(
    request: hyper::Request<Incoming>,
    peer: IpAddr,
    shared: Arc<Shared>,
) -> Result<hyper::Response<Full<Bytes>>, Infallible> {
    let request = Request {
        method: request.method().as_str().to_string(),
        target: request.uri().path_and_query().map_or("/", |p| p.as_str()).to_string(),
        client: Client { address: Some(peer) },
    };
    let response = if shared.handler.runs_a_model(&request) {
        match shared.queue(request.client.address) {
            Some(queued) => {
                let answer = run(&shared, request).await;
                drop(queued);
                answer
            }
            None => shared.handler.busy(&request),
        }
    } else {
        let handler = Arc::clone(&shared.handler);
        tokio::task::spawn_blocking(move || handler.answer(&request, &Stop::default()))
            .await
            .unwrap_or_else(|_| internal_error())
    };
    let mut answer = hyper::Response::new(Full::new(Bytes::from(response.body)));
    *answer.status_mut() = hyper::StatusCode::from_u16(response.status).unwrap_or(hyper::StatusCode::OK);
    for (name, value) in response.headers {
        if let Ok(value) = hyper::header::HeaderValue::from_str(&value) {
            answer.headers_mut().insert(name, value);
        }
    }
    Ok(answer)
}

/// Answers `request` on the run pool: its time budget counts from when a worker takes it;
/// its switch is thrown when the budget is spent or the client goes away.
async fn run(shared: &Arc<Shared>, request: Request) -> Response {
    let stop = Stop::new();
    let _thrown_if_dropped = ThrowOnDrop(stop.clone());
    let (started, on_start) = oneshot::channel();
    let (done, on_done) = oneshot::channel();
    let (handler, switch) = (Arc::clone(&shared.handler), stop.clone());
    shared.pool.spawn(move || {
        if switch.is_stopped() {
            return; // its client went away while it waited
        }
        let _ = started.send(());
        let answer = catch_unwind(AssertUnwindSafe(|| jobsim::par::alone(|| handler.answer(&request, &switch))));
        let _ = done.send(answer.unwrap_or_else(|_| internal_error()));
    });
    if on_start.await.is_err() {
        return internal_error();
    }
    tokio::pin!(on_done);
    tokio::select! {
        answer = &mut on_done => answer.unwrap_or_else(|_| internal_error()),
        () = tokio::time::sleep(shared.max_run) => {
            stop.stop();
            on_done.await.unwrap_or_else(|_| internal_error())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At a limit the oldest idle connection makes room; one with a request in flight is
    /// never closed, and when none is idle nothing is.
    #[test]
    fn the_oldest_idle_connection_makes_room() {
        let (local, other) = (IpAddr::from([127, 0, 0, 1]), IpAddr::from([10, 0, 0, 1]));
        let mut open = Open::default();
        let add = |open: &mut Open, a: IpAddr| {
            let c = Arc::new(Connection::default());
            open.by_address.entry(a).or_default().push((open.next, Arc::clone(&c)));
            open.next += 1;
            c
        };
        let busy = add(&mut open, local);
        let _guard = InFlight::new(&busy);
        let (_idle, _theirs) = (add(&mut open, local), add(&mut open, other));
        assert!(open.evict(Some(local)));
        assert_eq!(open.by_address[&local].len(), 1, "the idle one is closed");
        assert_eq!(open.by_address[&local][0].0, 0, "the busy one stays");
        assert!(!open.evict(Some(local)), "none idle is left at this address");
        assert!(open.evict(None), "at the total, another address's idle one makes room");
        assert_eq!(open.total(), 1);
    }
}
