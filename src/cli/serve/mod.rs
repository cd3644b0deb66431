//! `jobsim serve`: the lab's server. The routes and pages are the library's
//! ([`jobsim::lab::answer_for`], the same the live book's module answers in a browser);
//! this is the transport ([`http`]), the rate limit and the warm-up, the binary's because
//! they need the network, threads and a clock.

pub mod http;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use jobsim::args;
use jobsim::lab::{Answer, CSP, Job, answer_guarded, page, runs_a_model, warm};
use jobsim::report::lang::Lang;
use jobsim::report::words::Words;
use jobsim::sim::Stop;

/// A bound lab server.
pub struct Lab {
    listener: std::net::TcpListener,
}

impl Lab {
    /// Binds `addr` (`127.0.0.1:8080`; port 0 picks a free one).
    pub fn bind(addr: &str) -> Result<Lab, String> {
        std::net::TcpListener::bind(addr)
            .map(|listener| Lab { listener })
            .map_err(|e| format!("cannot listen on {addr}: {e}"))
    }

    /// The address it listens on, as a URL.
    pub fn url(&self) -> String {
        match self.listener.local_addr() {
            Ok(a) => format!("http://{a}/"),
            Err(_) => "http://127.0.0.1/".into(),
        }
    }

    /// Serves in `lang` until Ctrl-C or SIGTERM: at most `options.workers` models running at
    /// once, each request's run held to `options.max_run`. The course scenarios' default runs
    /// are made in the background first, so the lesson pages come fast.
    pub fn serve(self, options: http::Options, lang: Lang) -> std::io::Result<()> {
        std::thread::spawn(move || warm(lang));
        let handler = LabHandler { lang, limiter: Limiter::default(), max_run: options.max_run };
        http::serve(self.listener, options, Arc::new(handler))
    }
}

/// The lab behind the transport: the language it serves, the rate limit, the run budget.
struct LabHandler {
    lang: Lang,
    limiter: Limiter,
    max_run: Duration,
}

impl http::Handler for LabHandler {
    fn runs_a_model(&self, request: &http::Request) -> bool {
        let w = Words::of(self.lang);
        !self.limiter.is_over(&request.client) && runs_a_model(&request.method, &request.target, w)
    }

    fn answer(&self, request: &http::Request, stop: &Stop) -> http::Response {
        let w = Words::of(self.lang);
        let job =
            Job { stop: stop.clone(), max_run: self.max_run, lang: self.lang, host: jobsim::lab::page::Host::Lab };
        respond(request, &self.limiter, &job, w)
    }

    fn busy(&self, _request: &http::Request) -> http::Response {
        let w = Words::of(self.lang);
        let body = page::page(
            &w.text("lab-busy-title"),
            &format!(
                "<p class=\"error\">{}</p>\n",
                page::esc(&w.get("lab-busy", &args!(runs = http::RUNS_PER_ADDRESS)))
            ),
            w,
        );
        let mut response = with_headers(Answer::html(503, body));
        response.headers.push(("Retry-After", "1".to_string()));
        response
    }
}

/// At most [`RATE`] requests per client in every [`RATE_WINDOW`]: a page with its charts is
/// a few dozen, a slider answers at most four times a second; a client past the limit gets
/// 429 and waits. A client is its address (every program on the student's machine shares
/// 127.0.0.1's allowance: a header would let one multiply it). (The lab's only real clock:
/// it never reaches a simulation.)
pub const RATE: u32 = 300;
pub const RATE_WINDOW: Duration = Duration::from_secs(10);

#[derive(Default)]
struct Limiter {
    clients: Mutex<BTreeMap<http::Client, (std::time::Instant, u32)>>,
}

impl Limiter {
    /// Counts one request of `client`; false when it is over the limit. A request without
    /// an address (none reaches the lab so) is not limited.
    fn admit(&self, client: &http::Client) -> bool {
        if client.address.is_none() {
            return true;
        }
        let Ok(mut clients) = self.clients.lock() else { return true };
        let now = std::time::Instant::now();
        // Forget clients whose window has passed, so the map stays small.
        if clients.len() > 1024 {
            clients.retain(|_, (start, _)| now.duration_since(*start) < RATE_WINDOW);
        }
        let window = clients.entry(client.clone()).or_insert((now, 0));
        if now.duration_since(window.0) >= RATE_WINDOW {
            *window = (now, 0);
        }
        window.1 += 1;
        window.1 <= RATE
    }

    /// Whether `client` has used its allowance in the current window (counts nothing).
    fn is_over(&self, client: &http::Client) -> bool {
        let Ok(clients) = self.clients.lock() else { return false };
        clients.get(client).is_some_and(|(start, n)| start.elapsed() < RATE_WINDOW && *n >= RATE)
    }
}

fn respond(request: &http::Request, limiter: &Limiter, job: &Job, w: &'static Words) -> http::Response {
    let a = if limiter.admit(&request.client) {
        answer_guarded(&request.method, &request.target, job, w)
    } else {
        Answer::html(
            429,
            page::page(
                &w.text("lab-too-many-title"),
                &format!(
                    "<p class=\"error\">{}</p>\n",
                    page::esc(&w.get("lab-too-many", &args!(rate = RATE, seconds = RATE_WINDOW.as_secs())))
                ),
                w,
            ),
        )
    };
    let status = a.status;
    let mut response = with_headers(a);
    if status == 429 {
        response.headers.push(("Retry-After", RATE_WINDOW.as_secs().to_string()));
    }
    response
}

/// The lab's answer with its headers: type, policy, no sniffing, no referrer, no cache.
fn with_headers(a: Answer) -> http::Response {
    let mut headers = vec![("Content-Type", a.content_type.to_string())];
    // A handout or deck opens in the browser's own PDF viewer, which a document policy of
    // `default-src 'none'` would block; a PDF runs none of the lab's script or style.
    if a.content_type != "application/pdf" {
        headers.push(("Content-Security-Policy", CSP.to_string()));
    }
    headers.extend([
        ("X-Content-Type-Options", "nosniff".to_string()),
        ("Referrer-Policy", "no-referrer".to_string()),
        ("Cache-Control", "no-store".to_string()),
    ]);
    http::Response { status: a.status, headers, body: a.body }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_past_the_rate_limit_is_refused_and_others_are_not() {
        let limiter = Limiter::default();
        let client = |ip: [u8; 4]| http::Client { address: Some(ip.into()) };
        let (one, two) = (client([127, 0, 0, 1]), client([127, 0, 0, 2]));
        assert!((0..RATE).all(|_| limiter.admit(&one)));
        assert!(limiter.is_over(&one) && !limiter.is_over(&two));
        assert!(!limiter.admit(&one), "request {} in the window is refused", RATE + 1);
        assert!(limiter.admit(&two), "another address has its own window");
    }
}
