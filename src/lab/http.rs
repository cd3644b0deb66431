//! The lab's HTTP/1.1 transport on `std::net`: a thread per connection (at most
//! [`MAX_CONNECTIONS`]), keep-alive with an idle timeout, and at most `workers` answers
//! being computed at once (the models are CPU-bound; the rest wait their turn).
//!
//! Why not tiny_http any more: its connection pool hands a burst of new connections to
//! threads that are about to be busy for a connection's whole keep-alive life, so when a
//! browser opened six connections at once one or two of them waited for a thread until
//! another connection closed, and the page never finished loading (Chromium 156 against
//! tiny_http 0.12; `.ci/check_replay.py` hung on its first page). The lab only needs GET and
//! HEAD with no body, so the transport is small: a request head of at most [`MAX_HEAD`]
//! bytes, parsed strictly, every answer with a Content-Length.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{IpAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// Longest request head (request line and headers) read; longer is 431 and the connection closes.
pub const MAX_HEAD: usize = 16 * 1024;
/// Connections open at once; one more is answered 503 and closed.
pub const MAX_CONNECTIONS: usize = 256;
/// An idle keep-alive connection is closed after this long (also the limit for a slow head).
pub const IDLE: Duration = Duration::from_secs(15);
/// Requests answered on one connection before it is closed.
const MAX_REQUESTS: usize = 1000;

/// One request, as the lab sees it.
pub struct Request {
    pub method: String,
    pub target: String,
    pub peer: Option<IpAddr>,
}

/// One answer: status, headers (Content-Length and Connection are added here), body.
pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

/// How many answers may be computed at once: a counting semaphore.
struct Permits {
    free: Mutex<usize>,
    freed: Condvar,
}

impl Permits {
    fn run<T>(&self, f: impl FnOnce() -> T) -> T {
        {
            let mut free = self.free.lock().unwrap_or_else(|p| p.into_inner());
            while *free == 0 {
                free = self.freed.wait(free).unwrap_or_else(|p| p.into_inner());
            }
            *free -= 1;
        }
        // Given back even if `f` panics (the handler catches its own panics; this is belt and braces).
        struct Back<'a>(&'a Permits);
        impl Drop for Back<'_> {
            fn drop(&mut self) {
                *self.0.free.lock().unwrap_or_else(|p| p.into_inner()) += 1;
                self.0.freed.notify_one();
            }
        }
        let _back = Back(self);
        f()
    }
}

/// Accepts connections on `listener` forever; `handler` answers each request, at most
/// `workers` at a time.
pub fn serve(listener: TcpListener, workers: usize, handler: Arc<dyn Fn(&Request) -> Response + Send + Sync>) {
    let permits = Arc::new(Permits { free: Mutex::new(workers.max(1)), freed: Condvar::new() });
    let open = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else { continue };
        if open.fetch_add(1, Ordering::AcqRel) >= MAX_CONNECTIONS {
            open.fetch_sub(1, Ordering::AcqRel);
            let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
            let _ = write_response(&mut stream, &plain(503, "too many connections: try again\n"), false, true);
            continue;
        }
        // Counted out when the connection ends, or when no thread could be had for it (the
        // closure is then dropped unrun, and with it the stream, which closes).
        let counted = Counted(Arc::clone(&open));
        let (handler, permits) = (Arc::clone(&handler), Arc::clone(&permits));
        let _ = std::thread::Builder::new().name("lab-connection".into()).spawn(move || {
            let _counted = counted;
            connection(stream, &*handler, &permits);
        });
    }
}

struct Counted(Arc<AtomicUsize>);

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

fn plain(status: u16, text: &str) -> Response {
    Response {
        status,
        headers: vec![("Content-Type", "text/plain; charset=utf-8".into())],
        body: text.as_bytes().to_vec(),
    }
}

/// Serves one connection until the client closes it, asks to close, goes idle, or sends
/// something the lab does not read.
fn connection(stream: TcpStream, handler: &(dyn Fn(&Request) -> Response + Send + Sync), permits: &Permits) {
    let peer = stream.peer_addr().ok().map(|a| a.ip());
    let _ = stream.set_read_timeout(Some(IDLE));
    let _ = stream.set_write_timeout(Some(IDLE));
    let _ = stream.set_nodelay(true);
    let Ok(mut writer) = stream.try_clone() else { return };
    let mut reader = BufReader::new(stream);
    for _ in 0..MAX_REQUESTS {
        let head = match read_head(&mut reader) {
            Ok(Some(head)) => head,
            Ok(None) => return,
            Err(status) => {
                let _ = write_response(&mut writer, &plain(status, "bad request\n"), false, true);
                return;
            }
        };
        let Some(parsed) = parse(&head) else {
            let _ = write_response(&mut writer, &plain(400, "bad request line or header\n"), false, true);
            return;
        };
        if !parsed.version_ok {
            let _ = write_response(&mut writer, &plain(505, "HTTP/1.0 and HTTP/1.1 only\n"), false, true);
            return;
        }
        let request = Request { method: parsed.method, target: parsed.target, peer };
        let response = permits.run(|| handler(&request));
        // A request with a body is answered (405: the lab takes none) and the connection
        // closed, since the body is not read.
        let close = parsed.close || parsed.has_body;
        if write_response(&mut writer, &response, request.method == "HEAD", close).is_err() || close {
            return;
        }
    }
}

/// Reads a request head up to its blank line: `Ok(None)` when the client closed or went
/// idle before a request began, `Err(status)` for a head too long or broken mid-way.
fn read_head(reader: &mut BufReader<TcpStream>) -> Result<Option<Vec<u8>>, u16> {
    let mut head = Vec::new();
    loop {
        let left = (MAX_HEAD + 1).saturating_sub(head.len()) as u64;
        let before = head.len();
        match reader.by_ref().take(left).read_until(b'\n', &mut head) {
            Ok(0) if head.is_empty() => return Ok(None),
            Ok(0) => return Err(400),
            Ok(_) => {}
            Err(_) if head.is_empty() => return Ok(None),
            Err(_) => return Err(400),
        }
        if head.len() > MAX_HEAD {
            return Err(431);
        }
        let line = &head[before..];
        if line == b"\r\n" || line == b"\n" {
            if before == 0 {
                // Blank lines before a request line are allowed (RFC 9112 §2.2) and skipped.
                head.clear();
                continue;
            }
            return Ok(Some(head));
        }
        if !line.ends_with(b"\n") {
            return Err(400);
        }
    }
}

struct Parsed {
    method: String,
    target: String,
    version_ok: bool,
    close: bool,
    has_body: bool,
}

fn parse(head: &[u8]) -> Option<Parsed> {
    let text = std::str::from_utf8(head).ok()?;
    let mut lines = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l));
    let mut parts = lines.next()?.split(' ');
    let (method, target, version) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || method.is_empty() || !target.starts_with('/') && target != "*" {
        return None;
    }
    let http10 = version == "HTTP/1.0";
    let mut close = http10;
    let mut has_body = false;
    for line in lines.filter(|l| !l.is_empty()) {
        let (name, value) = line.split_once(':')?;
        let value = value.trim().to_ascii_lowercase();
        match name.to_ascii_lowercase().as_str() {
            "connection" if value.split(',').any(|v| v.trim() == "close") => close = true,
            "connection" if value.split(',').any(|v| v.trim() == "keep-alive") => close = false,
            "content-length" => has_body |= value != "0",
            "transfer-encoding" => has_body = true,
            _ => {}
        }
    }
    Some(Parsed {
        method: method.to_string(),
        target: target.to_string(),
        version_ok: http10 || version == "HTTP/1.1",
        close,
        has_body,
    })
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        414 => "URI Too Long",
        422 => "Unprocessable Content",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "Status",
    }
}

fn write_response(w: &mut TcpStream, r: &Response, head_only: bool, close: bool) -> std::io::Result<()> {
    let mut out = format!("HTTP/1.1 {} {}\r\n", r.status, reason(r.status));
    for (name, value) in &r.headers {
        out.push_str(&format!("{name}: {value}\r\n"));
    }
    out.push_str(&format!("Content-Length: {}\r\n", r.body.len()));
    out.push_str(if close { "Connection: close\r\n\r\n" } else { "Connection: keep-alive\r\n\r\n" });
    let mut bytes = out.into_bytes();
    if !head_only {
        bytes.extend_from_slice(&r.body);
    }
    w.write_all(&bytes)?;
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_head_is_parsed_strictly() {
        let p = parse(b"GET /004?x=1 HTTP/1.1\r\nHost: a\r\nConnection: keep-alive\r\n\r\n").unwrap();
        assert_eq!((p.method.as_str(), p.target.as_str(), p.close, p.has_body), ("GET", "/004?x=1", false, false));
        assert!(parse(b"GET /a HTTP/1.0\r\n\r\n").unwrap().close, "HTTP/1.0 closes by default");
        assert!(parse(b"GET /a HTTP/1.1\r\nConnection: Close\r\n\r\n").unwrap().close);
        assert!(parse(b"POST /a HTTP/1.1\r\nContent-Length: 5\r\n\r\n").unwrap().has_body);
        assert!(!parse(b"GET /a HTTP/2.0\r\n\r\n").unwrap().version_ok);
        assert!(parse(b"GET a HTTP/1.1\r\n\r\n").is_none(), "origin-form only");
        assert!(parse(b"GET /a HTTP/1.1 x\r\n\r\n").is_none());
        assert!(parse(b"GET /a HTTP/1.1\r\nno colon\r\n\r\n").is_none());
        assert!(parse(b"GET /\xff HTTP/1.1\r\n\r\n").is_none());
    }
}
