//! `jobsim serve` through the network: the binary on an ephemeral loopback port, its
//! answers against the CLI's bytes, and the bad requests (issue 20).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

/// A lab server for one test, killed when dropped; it runs in an empty folder, which must
/// stay empty (the lab writes nothing). The replay tests use it too.
pub(crate) struct Lab {
    child: Child,
    pub(crate) addr: String,
    dir: std::path::PathBuf,
}

impl Lab {
    pub(crate) fn start(name: &str) -> Lab {
        Lab::start_with(name, &[])
    }

    /// A lab server started with `serve --port 0` and `extra` arguments (`--workers 2`
    /// unless they say otherwise).
    pub(crate) fn start_with(name: &str, extra: &[&str]) -> Lab {
        // One folder per server, even when two tests give the same name.
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let k = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("jobsim-it-{}-lab-{name}-{k}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_jobsim"))
            .args(["serve", "--port", "0"])
            .args(if extra.contains(&"--workers") { &[][..] } else { &["--workers", "2"][..] })
            .args(extra)
            .current_dir(&dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let url = line.trim().strip_prefix("jobsim lab: ").unwrap_or_else(|| panic!("no URL line: {line:?}"));
        let addr = url.strip_prefix("http://").unwrap().trim_end_matches('/').to_string();
        assert!(addr.starts_with("127.0.0.1:"), "binds loopback by default: {addr}");
        Lab { child, addr, dir }
    }

    /// `METHOD target` over HTTP/1.0: (status, headers, body).
    pub(crate) fn request(&self, method: &str, target: &str) -> (u16, String, Vec<u8>) {
        let mut s = TcpStream::connect(&self.addr).unwrap();
        write!(s, "{method} {target} HTTP/1.0\r\nHost: {}\r\n\r\n", self.addr).unwrap();
        let mut raw = Vec::new();
        s.read_to_end(&mut raw).unwrap();
        let split = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a header block");
        let head = String::from_utf8_lossy(&raw[..split]).to_string();
        let status = head.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
        (status, head, raw[split + 4..].to_vec())
    }

    pub(crate) fn get(&self, target: &str) -> (u16, String) {
        let (status, _, body) = self.request("GET", target);
        (status, String::from_utf8_lossy(&body).to_string())
    }
}

impl Drop for Lab {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let left: Vec<_> =
            std::fs::read_dir(&self.dir).map(|d| d.flatten().map(|e| e.file_name()).collect()).unwrap_or_default();
        let _ = std::fs::remove_dir_all(&self.dir);
        if !std::thread::panicking() {
            assert!(left.is_empty(), "the lab wrote files: {left:?}");
        }
    }
}

fn cli(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_jobsim")).args(args).current_dir(std::env::temp_dir()).output().unwrap()
}

#[test]
fn the_lab_answers_with_the_cli_bytes() {
    let lab = Lab::start("bytes");
    let out = std::env::temp_dir().join(format!("jobsim-it-{}-lab-cli-out", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let cli_run = cli(&[
        "run",
        "004-jitter-wave",
        "--set",
        "consumers=300",
        "--set",
        "schedules=[\"full\",\"decorrelated\"]",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(cli_run.status.success(), "{}", String::from_utf8_lossy(&cli_run.stderr));
    let svg_file = std::fs::read_dir(&out)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().ends_with(".wave.svg"))
        .expect("the CLI wrote the wave chart");
    let (status, _, svg) = lab.request("GET", "/svg/004/jitter-wave/wave?consumers=300&schedules=full,decorrelated");
    assert_eq!(status, 200);
    assert!(svg == std::fs::read(&svg_file).unwrap(), "the lab's SVG differs from `jobsim run --out`");
    // The same chart inline in the page and in the script's fragment.
    let svg_text = String::from_utf8(svg).unwrap();
    let inline = svg_text.split_once("?>\n").map(|(_, rest)| rest).unwrap_or(&svg_text);
    let (status, page) = lab.get("/004/jitter-wave?consumers=300&schedules=full&schedules=decorrelated");
    assert_eq!(status, 200);
    assert!(page.contains(inline), "the permalink page holds the chart inline");
    assert!(
        page.contains("jobsim run 004-jitter-wave --set 'consumers=300' --set 'schedules=[&quot;full&quot;, &quot;decorrelated&quot;]'"),
        "the command, each word quoted for a shell where it needs it"
    );
    let (_, fragment) = lab.get("/api/004/jitter-wave?consumers=300&schedules=full,decorrelated");
    assert!(fragment.contains(inline));
    // JSON and CSV as `jobsim run --format`.
    let sets = ["--set", "consumers=300", "--set", "schedules=[\"full\",\"decorrelated\"]"];
    for (format, route) in [("json", "json"), ("csv", "csv")] {
        let mut args = vec!["run", "004-jitter-wave", "--format", format];
        args.extend(sets);
        let expected = cli(&args).stdout;
        let (status, _, body) =
            lab.request("GET", &format!("/{route}/004/jitter-wave?consumers=300&schedules=full,decorrelated"));
        assert_eq!(status, 200);
        assert!(body == expected, "{format} differs from `jobsim run --format {format}`");
    }
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn every_answer_forbids_foreign_content() {
    let lab = Lab::start("csp");
    for target in ["/", "/004/jitter-wave", "/assets/lab.js", "/nope"] {
        let (_, head, _) = lab.request("GET", target);
        assert!(head.to_ascii_lowercase().contains("content-security-policy: default-src 'none'"), "{target}: {head}");
    }
    // A handout opens in the browser's PDF viewer, which that policy would block.
    let (status, head, body) = lab.request("GET", "/000-ders-notu.pdf");
    assert_eq!(status, 200, "{head}");
    assert!(body.starts_with(b"%PDF"), "a PDF");
    assert!(!head.to_ascii_lowercase().contains("content-security-policy"), "{head}");
    for page in ["/", "/senaryolar", "/004"] {
        let (_, html) = lab.get(page);
        assert!(!html.contains("http://") && !html.contains("https://"), "{page}: no external reference");
    }
    let (_, list) = lab.get("/senaryolar");
    assert!(list.contains("href=\"/004/jitter-wave\""));
}

#[test]
fn bad_requests_get_a_4xx_and_the_cli_message() {
    let lab = Lab::start("bad");
    for target in [
        "/../Cargo.toml",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/004/..%2f..%2fCargo.toml",
        "//etc/passwd",
        "/etc/passwd",
        "/assets/../Cargo.toml",
        "/004/no-such-scenario",
        "/svg/004/jitter-wave/no-such-chart",
    ] {
        let (status, _) = lab.get(target);
        assert_eq!(status, 404, "{target}");
    }
    assert_eq!(lab.request("POST", "/004/jitter-wave").0, 405);
    assert_eq!(lab.get(&format!("/004/jitter-wave?consumers={}", "1".repeat(9000))).0, 414);
    // The CLI's one-line message, through HTTP: in the English lab as the CLI prints it (its
    // names as code), in the Turkish lab in Turkish.
    let cli_err = String::from_utf8(cli(&["run", "001-chunk-size", "--set", "chunk=0"]).stderr).unwrap();
    let message = cli_err.trim().strip_prefix("jobsim: ").unwrap_or(cli_err.trim()).to_string();
    let english = Lab::start_with("bad-en", &["--lang", "en"]);
    let (status, body) = english.get("/api/001/chunk-size?chunk=0");
    assert_eq!(status, 400);
    let shown = jobsim::lab::page::with_code(&message);
    assert!(body.contains(&shown), "{body} lacks {shown}");
    let (status, body) = lab.get("/api/001/chunk-size?chunk=0");
    assert_eq!(status, 400);
    assert!(body.contains("<code>chunk</code> 1..=10000000 aralığında olmalı"), "{body}");
    for q in ["chunk=abc", "chunkk=5", "total=-1", "chunk=5%0Achunk=6", "total=1e99", "chunk=[", "seed=1"] {
        let (status, body) = lab.get(&format!("/api/001/chunk-size?{q}"));
        assert_eq!(status, 400, "{q}: {body}");
        assert!(body.contains("class=\"error\""), "{q}: {body}");
    }
    // A refused parameter on a whole page still shows the controls.
    let (status, page) = lab.get("/001/chunk-size?chunk=0");
    assert_eq!(status, 400);
    assert!(page.contains("id=\"controls\""));
}

/// Sixty-four runs asked at once from one address: every one is answered, the first few
/// with their run and the rest at once with "busy" (503, the lab's words, Retry-After),
/// never queued behind the others; once they are answered the address runs again.
#[test]
fn sixty_four_concurrent_runs_are_answered_run_or_busy() {
    let lab = Lab::start("concurrent");
    let addr = lab.addr.clone();
    let threads: Vec<_> = (0..64)
        .map(|i| {
            let addr = addr.clone();
            std::thread::spawn(move || Lab::request_on(&addr, &format!("/api/001/chunk-size?total={}", 1000 + i)))
        })
        .collect();
    let answers: Vec<_> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let ran = answers.iter().filter(|a| a.0 == 200).count();
    assert!(ran >= 1, "{:?}", answers.iter().map(|a| a.0).collect::<Vec<_>>());
    for (status, raw) in &answers {
        let text = String::from_utf8_lossy(raw);
        assert!(*status == 200 || *status == 503, "{status} {}", &text[..text.len().min(300)]);
        if *status == 503 {
            assert!(text.to_ascii_lowercase().contains("retry-after: 1\r\n"), "{text}");
            assert!(text.contains("meşgul"), "{text}");
        }
    }
    assert_eq!(lab.get("/api/001/chunk-size?total=777").0, 200, "the queue empties again");
}

/// A browser opens several connections at once and keeps them alive: every one is
/// answered, and answered again when reused (tiny_http left one or two of such a burst
/// waiting for a thread until another connection closed, so a page never finished loading).
#[test]
fn a_burst_of_keep_alive_connections_is_answered_and_reused() {
    let lab = Lab::start("keep-alive");
    let css = lab.get("/assets/lab.css").1;
    assert!(!css.is_empty());
    let mut conns: Vec<TcpStream> = (0..12).map(|_| TcpStream::connect(&lab.addr).unwrap()).collect();
    for round in 0..2 {
        for s in &mut conns {
            write!(s, "GET /assets/lab.css HTTP/1.1\r\nHost: {}\r\n\r\n", lab.addr).unwrap();
        }
        for (i, s) in conns.iter_mut().enumerate() {
            s.set_read_timeout(Some(std::time::Duration::from_secs(20))).unwrap();
            let (status, head, body) =
                read_response(s).unwrap_or_else(|e| panic!("round {round}, connection {i}: {e}"));
            assert_eq!(status, 200, "round {round}, connection {i}: {head}");
            assert_eq!(String::from_utf8_lossy(&body), css, "round {round}, connection {i}");
        }
    }
    // HEAD: the headers of GET, Content-Length included, and no body.
    let mut s = TcpStream::connect(&lab.addr).unwrap();
    write!(s, "HEAD /assets/lab.css HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", lab.addr).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8_lossy(&raw);
    assert!(text.starts_with("HTTP/1.1 200 OK\r\n") && text.ends_with("\r\n\r\n"), "{text}");
    assert!(!text.to_ascii_lowercase().contains("content-length: 0\r\n"), "{text}");
}

/// Reads one response from a kept-alive connection: (status, head, body).
fn read_response(s: &mut TcpStream) -> std::io::Result<(u16, String, Vec<u8>)> {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        s.read_exact(&mut byte)?;
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head).to_string();
    let status = head.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let length: usize = head
        .lines()
        .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-length: ").map(str::to_string))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0);
    let mut body = vec![0; length];
    s.read_exact(&mut body)?;
    Ok((status, head, body))
}

impl Lab {
    fn request_on(addr: &str, target: &str) -> (u16, Vec<u8>) {
        let mut s = TcpStream::connect(addr).unwrap();
        write!(s, "GET {target} HTTP/1.0\r\nHost: {addr}\r\n\r\n").unwrap();
        let mut raw = Vec::new();
        s.read_to_end(&mut raw).unwrap();
        let head = String::from_utf8_lossy(&raw[..raw.len().min(64)]).to_string();
        (head.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap_or(0), raw)
    }
}

/// The headings (`<h1>`–`<h3>`) of a page, tags stripped, in order.
fn headings(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for level in ["<h1", "<h2", "<h3"] {
        let mut rest = html;
        while let Some(at) = rest.find(level) {
            let after = &rest[at..];
            let open_end = after.find('>').unwrap() + 1;
            let close = after.find("</h").unwrap();
            let inner = &after[open_end..close];
            let mut text = String::new();
            let mut in_tag = false;
            for c in inner.chars() {
                match c {
                    '<' => in_tag = true,
                    '>' => in_tag = false,
                    c if !in_tag => text.push(c),
                    _ => {}
                }
            }
            out.push(format!("{level} {}", text.trim()));
            rest = &after[close..];
        }
    }
    out
}

#[test]
fn the_lab_serves_the_books_pages_with_its_own_links() {
    let lab = Lab::start("book");
    let figures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("figures");
    for code in ["000", "001", "004"] {
        let (status, page) = lab.get(&format!("/{code}"));
        assert_eq!(status, 200, "/{code}");
        // The same page as figures/: its headings, in order (one code path, the links differ).
        let committed = std::fs::read_to_string(figures.join(format!("{code}.html"))).unwrap();
        assert_eq!(headings(&page), headings(&committed), "/{code}: the headings of figures/{code}.html");
        assert!(!page.contains("<style>"), "/{code}: the CSP forbids inline style; the stylesheet is an asset");
        assert!(page.contains("href=\"/assets/book.css\""));
        // Each scenario links to its page with controls, each chart is the lab's SVG.
        assert!(page.contains(&format!("href=\"/{code}/")), "/{code} links its scenarios' lab pages");
        let images: Vec<&str> = page.split("<img src=\"").skip(1).map(|s| &s[..s.find('"').unwrap()]).collect();
        assert!(!images.is_empty());
        for src in images.iter().take(6) {
            assert!(src.starts_with("/svg/"), "{src}");
            let (status, _, body) = lab.request("GET", src);
            assert_eq!(status, 200, "{src}");
            assert!(String::from_utf8_lossy(&body).contains("<svg"), "{src} is an SVG");
        }
    }
    let (status, landing) = lab.get("/");
    assert_eq!(status, 200);
    assert!(landing.contains("href=\"/000\"") && landing.contains("href=\"/senaryolar\""));
    let (status, css) = lab.get("/assets/book.css");
    assert_eq!(status, 200);
    assert!(css.contains("@media print"));
    // A scenario's page says where it sits in the book, in Turkish.
    let (_, page) = lab.get("/000/month-end");
    assert!(page.contains("<a href=\"/000\">Ders 000"), "breadcrumb to the lesson page");
}

/// The lab in English (`serve --lang en`): its pages say `lang="en"` and English words,
/// and the command it shows carries `--lang en`.
#[test]
fn the_lab_answers_in_the_language_it_serves() {
    let w = jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr);
    use jobsim::report::lang::Lang;
    let page = |url: &str| {
        String::from_utf8(jobsim::lab::answer("GET", url, jobsim::report::words::Words::of(Lang::En)).body).unwrap()
    };
    let landing = page("/");
    assert!(landing.contains("<html lang=\"en\""), "{landing}");
    let chunk = page("/001/chunk-size");
    assert!(chunk.contains("<html lang=\"en\""));
    assert!(chunk.contains("back to the defaults") && chunk.contains("Replay the events"), "{chunk}");
    assert!(chunk.contains("jobsim run 001-chunk-size --lang en"), "the command reproduces the English page");
    for word in ["varsayılana", "çalıştır", "Olayları", "Tarama"] {
        assert!(!chunk.contains(word), "`{word}` on the English page");
    }
    let turkish = String::from_utf8(jobsim::lab::answer("GET", "/001/chunk-size", w).body).unwrap();
    assert!(turkish.contains("<html lang=\"tr\"") && turkish.contains("varsayılana dön"));
    // The parameters' help lines too (locales/*/params.ftl): `total` of chunk-size.
    assert!(chunk.contains("<small>records of the job (1..="), "{chunk}");
    assert!(turkish.contains("<small>işin kayıtları (1..=") && !turkish.contains("records of the job"), "{turkish}");
}

/// How long `GET target` takes to answer on a new connection: (status, seconds).
fn timed(addr: &str, target: &str) -> (u16, f64) {
    let started = std::time::Instant::now();
    let (status, _) = Lab::request_on(addr, target);
    (status, started.elapsed().as_secs_f64())
}

/// A request whose run goes on for a long time (tens of seconds in a debug build).
const LONG_RUN: &str = "/004/occ-contention?trials=3000";

/// The request the lab review found holding the lab for two minutes answers at once: its
/// charts are past the lab's drawing limit and are replaced by a note.
#[test]
fn a_what_if_too_large_to_draw_answers_at_once_with_a_note() {
    let lab = Lab::start("too-large");
    let (status, page) = lab.get("/000/overlap-policies?ticks=10000&period_ms=1000");
    assert_eq!(status, 200);
    assert!(page.contains("laboratuvar bir grafikte en çok 10.000 öğe çizer"), "{page}");
    let (status, _) = lab.get("/svg/000/overlap-policies/kubernetes?ticks=10000&period_ms=1000");
    assert_eq!(status, 422);
}

/// A run past `--max-run` is stopped and refused in one line in the lab's language.
#[test]
fn a_run_past_its_time_budget_is_stopped_and_refused() {
    let lab = Lab::start_with("budget", &["--max-run", "1"]);
    let started = std::time::Instant::now();
    let (status, page) = lab.get(LONG_RUN);
    assert_eq!(status, 503, "{page}");
    assert!(page.contains("1 saniyelik zaman bütçesini aştı ve durduruldu"), "{page}");
    assert!(started.elapsed().as_secs_f64() < 10.0, "stopped within a few thousand events");
}

/// A client that hangs up stops its run: with one worker, the next run does not wait for it.
#[test]
fn a_run_whose_client_hangs_up_stops() {
    let lab = Lab::start_with("hang-up", &["--workers", "1", "--max-run", "600"]);
    let mut s = TcpStream::connect(&lab.addr).unwrap();
    write!(s, "GET {LONG_RUN} HTTP/1.1\r\nHost: {}\r\n\r\n", lab.addr).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    drop(s);
    let (status, seconds) = timed(&lab.addr, "/001/chunk-size?chunk=2000");
    assert_eq!(status, 200);
    assert!(seconds < 8.0, "the next run waited {seconds:.1} s for a run nobody wanted");
}

/// Assets and refusals never wait for a model, even with every worker busy.
#[test]
fn assets_answer_beside_busy_runs() {
    let lab = Lab::start_with("busy", &["--workers", "1", "--max-run", "600"]);
    let busy: Vec<TcpStream> = (0..8)
        .map(|_| {
            let mut s = TcpStream::connect(&lab.addr).unwrap();
            write!(s, "GET {LONG_RUN} HTTP/1.1\r\nHost: {}\r\n\r\n", lab.addr).unwrap();
            s
        })
        .collect();
    std::thread::sleep(std::time::Duration::from_millis(300));
    for target in ["/assets/lab.css", "/nope", "/api/001/chunk-size?chunk=0"] {
        let (status, seconds) = timed(&lab.addr, target);
        assert!(status == 200 || status == 404 || status == 400, "{target}: {status}");
        assert!(seconds < 1.0, "{target} waited {seconds:.2} s behind the runs");
    }
    drop(busy);
}

/// A client trickling its request head is cut off at the head deadline, and three hundred
/// of them keep nobody else out.
#[test]
fn trickling_clients_are_cut_off_and_keep_nobody_out() {
    let lab = Lab::start("trickle");
    let mut slow: Vec<TcpStream> = (0..300)
        .map(|_| {
            let mut s = TcpStream::connect(&lab.addr).unwrap();
            s.write_all(b"GET / HTTP/1.1\r\n").unwrap();
            s
        })
        .collect();
    let deadline = jobsim::lab::limits::HEAD_DEADLINE.as_secs_f64();
    let started = std::time::Instant::now();
    let mut closed = vec![false; slow.len()];
    while started.elapsed().as_secs_f64() < deadline + 5.0 && closed.iter().any(|c| !c) {
        let (status, seconds) = timed(&lab.addr, "/assets/lab.css");
        assert_eq!(status, 200);
        assert!(seconds < 1.0, "a normal client waited {seconds:.2} s beside the trickling ones");
        for (s, closed) in slow.iter_mut().zip(closed.iter_mut()).filter(|(_, c)| !**c) {
            // One more byte of the head, then a look for the lab's end of the connection
            // (end of file, a reset, or a last answer before closing).
            let _ = s.write_all(b"X");
            s.set_read_timeout(Some(std::time::Duration::from_millis(1))).unwrap();
            let mut buf = [0u8; 256];
            let gone = match s.read(&mut buf) {
                Ok(_) => true,
                Err(e) => !matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut),
            };
            *closed |= gone;
        }
        std::thread::sleep(std::time::Duration::from_millis(1000));
    }
    let open = closed.iter().filter(|c| !**c).count();
    assert_eq!(open, 0, "{open} trickling connections still open 5 s after the head deadline");
    assert!(started.elapsed().as_secs_f64() > deadline - 1.0, "not cut off before the deadline");
}

/// A parameter the lab does not offer (`lab::INERT`) changes nothing: its scenario gives the
/// same tables at every value tried, over several settings of the others.
#[test]
fn a_parameter_the_lab_does_not_offer_changes_nothing() {
    for &(stem, key, _) in jobsim::lab::INERT {
        for others in [&[][..], &["processes=7", "store_op_ms=0"], &["processes=40", "run_ms=9000", "store_op_ms=300"]]
        {
            let tables = |value: &str| {
                let mut args = vec!["run", stem, "--format", "csv", "--set"];
                let set = format!("{key}={value}");
                args.push(&set);
                for o in others {
                    args.extend(["--set", o]);
                }
                let out = cli(&args);
                assert!(out.status.success(), "{stem} {args:?}: {}", String::from_utf8_lossy(&out.stderr));
                out.stdout
            };
            let first = tables("1");
            for value in ["2", "299", "5000", "86400000"] {
                assert!(tables(value) == first, "{stem}: {key}={value} changes the outcome with {others:?}");
            }
        }
    }
    let lab = Lab::start("inert");
    let (_, page) = lab.get("/000/lease-lock");
    assert!(!page.contains("data-param=\"lease_ms\"") && page.contains("<code>lease_ms</code>: bu deneyde"), "{page}");
}

/// The lab's lesson pages keep the book's handout and deck links (issue 37 item 8), and the
/// lab answers them with the bytes `render --all` committed to `figures/`: the lesson's
/// scenarios at the course's size, in the lab's language.
#[test]
fn the_lab_serves_the_lessons_handout_and_deck() {
    use jobsim::report::{lang::Lang, words::Words};
    let figures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("figures");
    for (lang, dir) in [(Lang::Tr, figures.clone()), (Lang::En, figures.join("en"))] {
        let w = Words::of(lang);
        let page = String::from_utf8(jobsim::lab::answer("GET", "/001", w).body).unwrap();
        for (file, _) in jobsim::output::downloads("001", w) {
            assert!(page.contains(&format!("href=\"{file}\"")), "/001 links {file}");
            let a = jobsim::lab::answer("GET", &format!("/{file}"), w);
            assert_eq!((a.status, a.content_type), (200, "application/pdf"), "/{file}");
            assert!(a.body == std::fs::read(dir.join(&file)).unwrap(), "/{file} ({lang:?}) is not figures' bytes");
        }
    }
    assert_eq!(jobsim::lab::answer("GET", "/009-ders-notu.pdf", Words::of(Lang::Tr)).status, 404);
}

/// A system's knobs show only while a list selects the system (issue 37 item 6): each knob
/// the page hides changes nothing at its smallest and largest value, and selecting the
/// system shows it.
#[test]
fn a_system_knob_shows_only_when_its_system_is_selected() {
    let lab = Lab::start("knobs");
    for (page, stem) in [
        ("/004/backoff-schedules", "004-backoff-schedules"),
        ("/004/retry-budgets", "004-retry-budgets"),
        ("/001/cancel-sources-big-chunk", "001-cancel-sources-big-chunk"),
    ] {
        let (status, html) = lab.get(page);
        assert_eq!(status, 200, "{page}");
        let hidden: Vec<(&str, &str)> = html
            .split("<div class=\"control\" data-param=\"")
            .skip(1)
            .filter_map(|c| {
                let (name, rest) = c.split_once('"')?;
                let head = &rest[..rest.find('>')?];
                head.contains(" hidden").then_some((name, rest))
            })
            .collect();
        assert!(!hidden.is_empty(), "{page} hides no knob");
        let csv = |set: &[String]| {
            let mut args = vec!["run", stem, "--format", "csv"];
            for s in set {
                args.extend(["--set", s]);
            }
            let out = cli(&args);
            assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
            out.stdout
        };
        let base = csv(&[]);
        let mut tried = 0;
        for (name, control) in &hidden {
            let bound = |attr: &str| {
                let at = control.find(&format!("type=\"number\" id=\"p-{name}\""))?;
                let from = control[at..].find(&format!(" {attr}=\""))? + at + attr.len() + 3;
                Some(control[from..from + control[from..].find('"')?].to_string())
            };
            let values: Vec<String> = match (bound("min"), bound("max")) {
                (Some(lo), Some(hi)) => vec![lo, hi],
                _ => continue,
            };
            for v in values {
                assert!(csv(&[format!("{name}={v}")]) == base, "{page}: hidden `{name}`={v} changes the outcome");
                tried += 1;
            }
        }
        assert!(tried >= 2, "{page}: {tried} values of hidden knobs tried");
        // Selecting the first hidden knob's system shows it.
        let (name, control) = hidden[0];
        let needs = &control[control.find("data-needs=\"").unwrap() + 12..];
        let (list, system) = needs[..needs.find(['"', ' ']).unwrap()].split_once(':').unwrap();
        let (_, shown) = lab.get(&format!("{page}?{list}={system}"));
        let at = shown.find(&format!("data-param=\"{name}\"")).unwrap();
        assert!(
            !shown[at..at + shown[at..].find('>').unwrap()].contains(" hidden"),
            "{page}?{list}={system}: `{name}` hidden"
        );
    }
}

/// A list parameter (chunk sizes, pool sizes) is the lesson's knob: the page shows it as a
/// list control with its bounds, the sweep panel offers it first, and a sweep runs one
/// value of it per configuration (issue 37 item 6).
#[test]
fn a_list_parameter_is_a_list_control_and_can_be_swept() {
    use jobsim::report::{lang::Lang, words::Words};
    let w = Words::of(Lang::Tr);
    let page = String::from_utf8(jobsim::lab::answer("GET", "/001/chunk-size", w).body).unwrap();
    assert!(page.contains("class=\"ints\" data-min=\"1\" data-max=\"10000000\""), "the chunk list carries its bounds");
    let key = page.find("<select name=\"key\">").expect("the sweep panel");
    assert!(page[key..].starts_with("<select name=\"key\"><option>chunk</option>"), "chunk is offered first");
    for (index, chunk) in [(0, "100"), (1, "1000")] {
        let a =
            jobsim::lab::answer("GET", &format!("/sweep/001/chunk-size?key=chunk&values=100,1000&index={index}"), w);
        let body = String::from_utf8(a.body).unwrap();
        assert_eq!(a.status, 200, "{body}");
        let json: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(json["configurations"], 2, "{body}");
        let first = &json["rows"][0];
        assert_eq!(first[0].as_str(), Some(chunk), "configuration {index}: {body}");
    }
}

/// A list of names (`schedules`, `policies`) can be swept as a list of numbers can (issue 37
/// item 6): the panel offers it, and the sweep runs one name per configuration, the rows of
/// `jobsim sweep --vary policies=none,catch_up,capped` (the command the panel shows).
#[test]
fn a_list_of_names_can_be_swept_one_name_per_configuration() {
    use jobsim::report::{lang::Lang, words::Words};
    let w = Words::of(Lang::Tr);
    for (page, key) in [("/000/missed-runs", "policies"), ("/004/jitter-wave", "schedules")] {
        let html = String::from_utf8(jobsim::lab::answer("GET", page, w).body).unwrap();
        let at = html.find("<select name=\"key\">").expect("the sweep panel");
        let select = &html[at..at + html[at..].find("</select>").unwrap()];
        assert!(select.contains(&format!("<option>{key}</option>")), "{page}: {key} not offered: {select}");
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jobsim"))
        .args(["sweep", "000-missed-runs", "--vary", "policies=none,catch_up,capped"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let cli: Vec<Vec<String>> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect();
    let mut rows = Vec::new();
    for (index, policy) in ["none", "catch_up", "capped"].iter().enumerate() {
        let url = format!("/sweep/000/missed-runs?key=policies&values=none,catch_up,capped&index={index}");
        let a = jobsim::lab::answer("GET", &url, w);
        let body = String::from_utf8(a.body).unwrap();
        assert_eq!(a.status, 200, "{body}");
        let json: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(json["configurations"], 3, "{body}");
        assert_eq!(json["command"], "jobsim sweep 000-missed-runs --vary 'policies=none,catch_up,capped'");
        for row in json["rows"].as_array().unwrap() {
            let row: Vec<String> = row.as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
            assert_eq!(row[0], *policy, "configuration {index}: {body}");
            rows.push(row);
        }
    }
    assert_eq!(rows, cli, "the lab's rows are the CLI's");
    let chart = jobsim::lab::answer("GET", "/sweep/000/missed-runs?key=policies&values=none,capped&chart=1", w);
    assert_eq!((chart.status, chart.content_type), (200, "image/svg+xml"));
    let bad = jobsim::lab::answer("GET", "/sweep/000/missed-runs?key=policies&values=none,zzz", w);
    let body = String::from_utf8(bad.body).unwrap();
    assert_eq!(bad.status, 400, "a name the list does not take is refused before any run: {body}");
    assert!(body.contains("şunlardan biri olmalı"), "{body}");
}
